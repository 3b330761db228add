import { prettierBytes } from '@transloadit/prettier-bytes'
import { ALLOWED_FILE_TYPES } from '../core/config'
import { displayFileName } from '../core/displayName'
import { polishUppyFormats } from '../i18n/numberFormats'

type Translate = (key: 'exceedsSize', options: { file: string; size: string }) => string

/** Whether a file is over the size limit when added. With `resizePhotos` the limit applies to what is sent: a JPEG of
 * any size is accepted and checked again once scaled, just before it is sent (photos/PhotoPreparation.ts). */
export function tooLargeToAdd(file: { size: number | null; type: string }, maxFileSize: number, resizing: boolean) {
  // A file of another type is refused for its type instead (Uppy's restriction, checked after this).
  const allowed: readonly string[] = ALLOWED_FILE_TYPES
  return (file.size ?? 0) > maxFileSize && allowed.includes(file.type) && !(resizing && file.type === 'image/jpeg')
}

/** The size refusal: Uppy's text as the panel words it, the largest size in Polish notation ("1,5 MB"). */
export function sizeRefusal(translate: Translate, fileName: string, maxFileSize: number): string {
  return translate('exceedsSize', {
    file: displayFileName(fileName),
    size: polishUppyFormats(prettierBytes(maxFileSize)),
  })
}
