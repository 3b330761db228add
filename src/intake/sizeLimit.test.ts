import { describe, expect, it } from 'vitest'
import { uppyLocale } from '../i18n/uppyLocale'
import { sizeRefusal, tooLargeToAdd } from './sizeLimit'

const exceedsSize = uppyLocale.strings.exceedsSize as string
const translate = (_key: 'exceedsSize', { file, size }: { file: string; size: string }) =>
  exceedsSize.replace('%{file}', file).replace('%{size}', size)

describe('sizeRefusal', () => {
  it('writes the size with a decimal comma and a non-breaking space before the unit', () => {
    expect(sizeRefusal(translate, 'a.png', 1.5 * 1024 * 1024)).toBe(
      'Plik „a.png” jest za duży. Największy dozwolony rozmiar to 1,5\u00a0MB.',
    )
  })

  it('keeps the digits of a whole size', () => {
    expect(sizeRefusal(translate, 'a.png', 2 * 1024 * 1024)).toContain('to 2\u00a0MB.')
    expect(sizeRefusal(translate, 'a.png', 200)).toContain('to 200\u00a0B.')
  })

  it('never touches the file name, even one that looks like a size', () => {
    expect(sizeRefusal(translate, 'raport 2.5 MB.pdf', 1.5 * 1024 * 1024)).toBe(
      'Plik „raport 2.5 MB.pdf” jest za duży. Największy dozwolony rozmiar to 1,5\u00a0MB.',
    )
  })
})

describe('tooLargeToAdd', () => {
  const jpeg = (size: number) => ({ size, type: 'image/jpeg' })
  const png = (size: number) => ({ size, type: 'image/png' })

  it('refuses any file over the limit, and none of exactly the limit', () => {
    expect(tooLargeToAdd(png(201), 200, false)).toBe(true)
    expect(tooLargeToAdd(jpeg(201), 200, false)).toBe(true)
    expect(tooLargeToAdd(png(200), 200, false)).toBe(false)
  })

  it('leaves a file of another type to the type check, whatever its size', () => {
    expect(tooLargeToAdd({ size: 10_000, type: 'text/plain' }, 200, false)).toBe(false)
  })

  it('with resizePhotos, accepts a JPEG over the limit (checked once scaled), never another type', () => {
    expect(tooLargeToAdd(jpeg(10_000), 200, true)).toBe(false)
    expect(tooLargeToAdd(png(201), 200, true)).toBe(true)
    expect(tooLargeToAdd({ size: 201, type: 'image/gif' }, 200, true)).toBe(true)
    expect(tooLargeToAdd({ size: 201, type: 'application/pdf' }, 200, true)).toBe(true)
  })
})
