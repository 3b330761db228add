/** In the texts' order ("JPEG, GIF, PNG lub PDF"), which is ../core/config.ts's `ALLOWED_FILE_TYPES` order. */
export const FILE_TYPE_LABELS = {
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/png': 'PNG',
  'application/pdf': 'PDF',
} as const

export type NamedFileType = keyof typeof FILE_TYPE_LABELS
