'use client'

export { ALLOWED_FILE_TYPES, DEFAULT_ENDPOINT, DEFAULT_STALL_TIMEOUT_MS } from './core/config'
export { AttachmentUploadPanel } from './panel/AttachmentUploadPanel'
export { clearRestoredFiles } from './restore/useRestoredFiles'
export type {
  AttachmentSettings,
  AttachmentUploadPanelProps,
  CompleteSuccessResult,
  ProcessingStep,
  UploadedAttachment,
  UploadedFile,
  UploadFailure,
  UploadFailureKind,
  UploadProgress,
  UploadResponse,
} from './types'
