/**
 * What the member reads for each type of file the panel accepts, in the order the texts name them
 * ("JPEG, GIF, PNG lub PDF"): the types are ../core/config.ts's `ALLOWED_FILE_TYPES`, in its order.
 */
export const FILE_TYPE_LABELS = {
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/png': 'PNG',
  'application/pdf': 'PDF',
} as const

/** A type of file the texts have a name for. */
export type NamedFileType = keyof typeof FILE_TYPE_LABELS
