import { polishUppyFormats } from '../i18n/numberFormats'

/** Stands in for the size when the refusal text is rebuilt to find where the size is. */
const SIZE_PLACEHOLDER = '\u0000'

type Translate = (key: 'exceedsSize', options: { file: string; size: string }) => string

/**
 * Uppy's size refusal for a file, with the size it wrote the English way
 * ("1.5 MB") in Polish notation ("1,5 MB"); `null` when `message` is another
 * refusal. Only the size part is rewritten, so a file name is never touched.
 */
export function polishSizeRefusal(translate: Translate, fileName: string, message: string): string | null {
  const [before = '', after = ''] = translate('exceedsSize', { file: fileName, size: SIZE_PLACEHOLDER }).split(
    SIZE_PLACEHOLDER,
  )
  const isSizeRefusal =
    message.length > before.length + after.length && message.startsWith(before) && message.endsWith(after)
  if (!isSizeRefusal) return null
  return `${before}${polishUppyFormats(message.slice(before.length, message.length - after.length))}${after}`
}
