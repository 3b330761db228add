'use client'

export { AttachmentUploadPanel } from './AttachmentUploadPanel'
export type {
  AttachmentSettings,
  AttachmentUploadPanelProps,
  CompleteSuccessResult,
  ProcessingStep,
  UploadedAttachment,
  UploadedFile,
  UploadResponse,
} from './types'
export { DEFAULT_ENDPOINT, DEFAULT_STALL_TIMEOUT_MS, ALLOWED_FILE_TYPES } from './config'
