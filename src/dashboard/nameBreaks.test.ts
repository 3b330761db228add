import { describe, expect, it } from 'vitest'
import { breakableName } from './nameBreaks'

/** The name with its allowed breaks shown as "|". */
const breaks = (name: string) => breakableName(name).replaceAll('\u200b', '|')

describe('breakableName', () => {
  it('allows a break after hyphens, underscores and the "..." of a shortened name', () => {
    expect(breaks('faktura-za-lis...podpisana.pdf')).toBe('faktura-|za-|lis...|podpisana.pdf')
    expect(breaks('skan_dowodu_osobistego.png')).toBe('skan_|dowodu_|osobistego.png')
  })

  it('allows a break where letters and digits meet and before a capital after a small letter', () => {
    expect(breaks('fakturalistopad2026podpis.pdf')).toBe('fakturalistopad|2026|podpis.pdf')
    expect(breaks('UmowaNajmuMieszkania.pdf')).toBe('Umowa|Najmu|Mieszkania.pdf')
    expect(breaks('IMG20261124.jpg')).toBe('IMG|20261124.jpg')
  })

  it('keeps the extension whole and with its word, and names without joins as they are', () => {
    expect(breaks('nagranie.mp4')).toBe('nagranie.mp4')
    expect(breaks('umowa najmu 2024.pdf')).toBe('umowa najmu 2024.pdf')
    expect(breaks('zdjęcie.jpeg')).toBe('zdjęcie.jpeg')
    expect(breaks('.htaccess')).toBe('.htaccess')
    // Before a space there is a break already; at the end there is nothing to break.
    expect(breaks('a - b-')).toBe('a - b-')
    expect(breaks('umowa2024...')).toBe('umowa|2024...')
  })

  it('is idempotent: a rewritten name is not rewritten again', () => {
    const once = breakableName('a-b_c2D...dE.pdf')
    expect(breakableName(once)).toBe(once)
  })
})
