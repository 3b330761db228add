import { describe, expect, it } from 'vitest'
import { detectAllowedType, readSignature } from './fileSignature'

const bytes = (...values: number[]) => Uint8Array.from(values)
const text = (value: string) => new TextEncoder().encode(value)

describe('detectAllowedType', () => {
  it.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['GIF89a', text('GIF89a....'), 'image/gif'],
    ['GIF87a', text('GIF87a....'), 'image/gif'],
    ['PDF', text('%PDF-1.7\n'), 'application/pdf'],
    ['PDF after a preamble', text('\n\n  junk %PDF-1.4'), 'application/pdf'],
  ])('recognises %s', (_label, input, expected) => {
    expect(detectAllowedType(input)).toBe(expected)
  })

  it.each([
    ['plain text', text('to jest zwykły tekst')],
    ['a Windows executable', bytes(0x4d, 0x5a, 0x90, 0x00)],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['WebP', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ')],
    ['an empty file', bytes()],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e)],
  ])('refuses %s', (_label, input) => {
    expect(detectAllowedType(input)).toBeNull()
  })
})

describe('readSignature', () => {
  it('reads at most the first kilobyte', async () => {
    const large = new Blob([new Uint8Array(5 * 1024 * 1024)])
    expect((await readSignature(large)).length).toBe(1024)
    expect((await readSignature(new Blob(['abc']))).length).toBe(3)
  })
})
