// The panel's Uppy types. A leaf module: it imports only types, from modules that import nothing of the panel's own,
// so every part of the panel can use it without an import cycle.
import type { Meta, Uppy, UppyFile } from '@uppy/core'
import type {
  AttachmentUploadPanelProps,
  CompleteSuccessResult,
  ProcessingStep,
  UploadedFile,
  UploadFailure,
  UploadProgress,
  UploadResponse,
} from '../types'
import type { UPLOAD_FIELDS } from './config'
import type { UploadLimits } from './limits'

/** Uppy's meta for a panel file: the fixed endpoint fields plus Uppy's own. */
export type PanelMeta = Meta & Partial<Record<keyof typeof UPLOAD_FIELDS, string>>
/** `source` of files the restore store lists again after a reload. A type, not a shared constant: the store loads on
 * demand, and bundlers would split a value both sides import out of the panel's entry. Both sides type their literal
 * with it, so they cannot drift apart. */
export type RestoredSource = 'restore'

/** The server's body, wrapped so an empty or non-JSON body never reaches Uppy's JSON parser. */
export type PanelBody = { parsed: unknown }
export type PanelFile = UppyFile<PanelMeta, PanelBody>
export type PanelUppy = Uppy<PanelMeta, PanelBody>

/** The host's props, read when the panel needs them, so a changed prop applies without a new Uppy instance. */
export interface PanelLiveConfig<TBody = unknown, TErrorBody = unknown> {
  token: string | null | undefined
  endpoint: string
  stallTimeoutMs: number
  responseTimeoutMs: number
  limits: UploadLimits
  preprocessSteps?: readonly ProcessingStep[] | undefined
  postprocessSteps?: readonly ProcessingStep[] | undefined
  keepPhotoLocation?: boolean | undefined
  resizePhotos?: AttachmentUploadPanelProps['resizePhotos']
  // Method syntax on purpose: the plugins read any panel's config as PanelLiveConfig<unknown>.
  onUploadSuccess?(file: UploadedFile, response: UploadResponse<TBody>): void
  onCompleteSuccess?(result: CompleteSuccessResult<TBody>): void
  onUploadError?(file: UploadedFile, failure: UploadFailure<TErrorBody>): void
  onUploadProgress?(progress: UploadProgress): void
}

/** A photo's preparation just before sending (`resizePhotos`) as Uppy keeps it (`progress.preprocess`): determinate,
 * alike for the batch (`value` is `prepared / toPrepare`, `message` says it), and whether it is this photo's turn. */
export interface PhotoPreparationProgress {
  mode: 'determinate'
  message: string
  value: number
  prepared: number
  toPrepare: number
  current: boolean
}
