// A leaf module: only type imports, from modules importing nothing of the panel's, so any part uses it without a cycle.
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
/** Restored files' `source`. A type, not a constant: bundlers would split a value imported by the entry and the
 * on-demand store out of the entry. Both type their literal with it, so they cannot drift apart. */
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

/** A photo's `resizePhotos` preparation as Uppy keeps it (`progress.preprocess`): the batch's; `current`: its turn. */
export interface PhotoPreparationProgress {
  mode: 'determinate'
  message: string
  value: number
  prepared: number
  toPrepare: number
  current: boolean
}
