import { describe, expect, it } from 'vitest'
import { namePieces } from './nameBreaks'

/** The name with the places a line may break between its pieces shown as "|". */
const breaks = (name: string) => namePieces(name).join('|')

describe('namePieces', () => {
  it('cuts after hyphens, underscores and the "..." of a shortened name', () => {
    expect(breaks('faktura-za-lis...podpisana.pdf')).toBe('faktura-|za-|lis...|podpisana.pdf')
    expect(breaks('skan_dowodu_osobistego.png')).toBe('skan_|dowodu_|osobistego.png')
    expect(breaks('umowa-najmu_2026-skan.pdf')).toBe('umowa-|najmu_|2026-|skan.pdf')
  })

  it('cuts where letters and digits meet and before a capital after a small letter', () => {
    expect(breaks('fakturalistopad2026podpis.pdf')).toBe('fakturalistopad|2026|podpis.pdf')
    expect(breaks('UmowaNajmuMieszkania.pdf')).toBe('Umowa|Najmu|Mieszkania.pdf')
    expect(breaks('IMG20261124.jpg')).toBe('IMG|20261124.jpg')
    expect(breaks('zaświadczenieŁódź2026.pdf')).toBe('zaświadczenie|Łódź|2026.pdf')
  })

  it('keeps the extension whole and with its word, and names without joins in one piece', () => {
    expect(namePieces('nagranie.mp4')).toEqual(['nagranie.mp4'])
    expect(namePieces('umowa najmu 2024.pdf')).toEqual(['umowa najmu 2024.pdf'])
    expect(namePieces('zdjęcie.jpeg')).toEqual(['zdjęcie.jpeg'])
    expect(namePieces('.htaccess')).toEqual(['.htaccess'])
    expect(breaks('umowa-.pdf')).toBe('umowa-.pdf')
    // Before a space there is a break already; at the end there is nothing to break.
    expect(breaks('a - b-')).toBe('a - b-')
    expect(breaks('umowa2024...')).toBe('umowa|2024...')
  })

  it('leaves out no character and adds none: joined, the pieces are the name', () => {
    for (const name of ['a-b_c2D...dE.pdf', 'skan  -_-  .pdf', '...', '', 'Ab1-_.x.y.tar.gz'])
      expect(namePieces(name).join('')).toBe(name)
  })
})
