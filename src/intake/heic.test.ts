import { describe, expect, it } from 'vitest'
import { isHeicFile, startsLikeHeic } from './heic'

const ftyp = (brand: string) =>
  Uint8Array.from([0, 0, 0, 24, ...Array.from(`ftyp${brand}`, (char) => char.charCodeAt(0))])

describe('HEIC photos', () => {
  it.each([
    ['IMG_0042.HEIC', ''],
    ['zdjęcie.heic', 'image/heic'],
    ['zdjęcie.heif', ''],
    ['bez-rozszerzenia', 'image/heif'],
    ['seria', 'image/heic-sequence'],
    ['R0001.HIF', ''],
  ])('knows %s (%s) by its name or type', (name, type) => {
    expect(isHeicFile({ name, type })).toBe(true)
  })

  it.each([
    ['zdjęcie.jpg', 'image/jpeg'],
    ['heic.png', 'image/png'],
    ['notatka.heic.txt', 'text/plain'],
  ])('leaves %s (%s) alone', (name, type) => {
    expect(isHeicFile({ name, type })).toBe(false)
  })

  it('knows a HEIF image by its ftyp box, whatever its name', () => {
    for (const brand of ['heic', 'heix', 'mif1']) expect(startsLikeHeic(ftyp(brand))).toBe(true)
    // MP4 and QuickTime use the same box with other brands.
    for (const brand of ['isom', 'mp42', 'qt  ']) expect(startsLikeHeic(ftyp(brand))).toBe(false)
    expect(startsLikeHeic(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe(false)
  })
})
