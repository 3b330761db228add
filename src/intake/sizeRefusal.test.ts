import { prettierBytes } from '@transloadit/prettier-bytes'
import { describe, expect, it } from 'vitest'
import { uppyLocale } from '../i18n/uppyLocale'
import { polishSizeRefusal } from './sizeRefusal'

const exceedsSize = uppyLocale.strings.exceedsSize as string
const translate = (_key: 'exceedsSize', { file, size }: { file: string; size: string }) =>
  exceedsSize.replace('%{file}', file).replace('%{size}', size)

/** Uppy's own refusal, as its restricter writes it. */
const uppyRefusal = (file: string, maxBytes: number) =>
  translate('exceedsSize', { file, size: prettierBytes(maxBytes) })

describe('polishSizeRefusal', () => {
  it('writes the size with a decimal comma and a non-breaking space before the unit', () => {
    expect(uppyRefusal('a.png', 1.5 * 1024 * 1024)).toContain('1.5 MB')
    expect(polishSizeRefusal(translate, 'a.png', uppyRefusal('a.png', 1.5 * 1024 * 1024))).toBe(
      translate('exceedsSize', { file: 'a.png', size: '1,5\u00a0MB' }),
    )
  })

  it('keeps the digits of a whole size', () => {
    const refusal = uppyRefusal('a.png', 2 * 1024 * 1024)
    expect(polishSizeRefusal(translate, 'a.png', refusal)).toBe(refusal.replace('2 MB', '2\u00a0MB'))
  })

  it('never touches the file name, even one that looks like a size', () => {
    const name = 'raport 2.5 MB.pdf'
    expect(polishSizeRefusal(translate, name, uppyRefusal(name, 1.5 * 1024 * 1024))).toBe(
      translate('exceedsSize', { file: name, size: '1,5\u00a0MB' }),
    )
  })

  it('returns null for any other refusal', () => {
    expect(polishSizeRefusal(translate, 'a.png', 'Możesz dodać tylko pliki PNG.')).toBeNull()
    expect(polishSizeRefusal(translate, 'a.png', uppyRefusal('b.png', 1.5 * 1024 * 1024))).toBeNull()
    expect(polishSizeRefusal(translate, 'a.png', translate('exceedsSize', { file: 'a.png', size: '' }))).toBeNull()
  })
})
