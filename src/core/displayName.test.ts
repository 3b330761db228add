import { describe, expect, it } from 'vitest'
import { displayFileName, hasBidiControls } from './displayName'

describe('displayFileName', () => {
  it('removes a right-to-left override so the real extension shows', () => {
    expect(displayFileName('faktura\u202Efdp.exe')).toBe('fakturafdp.exe')
    expect(hasBidiControls('faktura\u202Efdp.exe')).toBe(true)
  })

  it('keeps Polish diacritics, emoji, spaces and markup characters as they are', () => {
    const name = 'Zażółć gęślą jaźń 📎 <img src=x onerror=alert(1)>.png'
    expect(displayFileName(name)).toBe(name)
    expect(hasBidiControls(name)).toBe(false)
  })

  it('removes isolates and marks too', () => {
    expect(displayFileName('a\u2066b\u2069c\u200Fd.pdf')).toBe('abcd.pdf')
  })
})
