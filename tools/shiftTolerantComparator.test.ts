import { describe, expect, it } from 'vitest'
import { pixelsBeyondOneMove, shiftTolerantComparator } from './shiftTolerantComparator'

const SIZE = 24

/** A white image with a dark 4 × 4 square at (x, y), anti-aliased on its right edge when `x` has a fraction. */
function withSquare(x: number, y: number, colour: [number, number, number] = [30, 30, 30]) {
  const data = new Uint8Array(SIZE * SIZE * 4).fill(255)
  const cover = (px: number) => Math.max(0, Math.min(1, Math.min(px + 1, x + 4) - Math.max(px, x)))
  for (let row = y; row < y + 4; row++) {
    for (let column = Math.floor(x); column < Math.ceil(x + 4); column++) {
      const share = cover(column)
      const at = (row * SIZE + column) * 4
      for (let channel = 0; channel < 3; channel++)
        data[at + channel] = Math.round(255 - share * (255 - (colour[channel] ?? 0)))
    }
  }
  return { metadata: { width: SIZE, height: SIZE }, data }
}

describe('the shift-tolerant comparator', () => {
  it('passes an icon moved by a pixel, or by half of one', () => {
    expect(pixelsBeyondOneMove(withSquare(10, 10), withSquare(11, 10))).toEqual([])
    expect(pixelsBeyondOneMove(withSquare(10, 10), withSquare(10.5, 10))).toEqual([])
    expect(pixelsBeyondOneMove(withSquare(10, 10), withSquare(10, 9))).toEqual([])
  })

  it('fails an icon moved by two pixels, a new stroke, and a changed colour', () => {
    expect(pixelsBeyondOneMove(withSquare(10, 10), withSquare(12, 10)).length).toBeGreaterThan(0)
    const stroke = withSquare(10, 10)
    for (let column = 2; column < 8; column++) stroke.data.set([0, 0, 0], (2 * SIZE + column) * 4)
    expect(pixelsBeyondOneMove(withSquare(10, 10), stroke)).toHaveLength(6)
    expect(pixelsBeyondOneMove(withSquare(10, 10), withSquare(10, 10, [200, 30, 30]))).toHaveLength(16)
  })

  it("answers Vitest's contract: a pass, or the count with a diff image of the same size", () => {
    const moved = shiftTolerantComparator(withSquare(10, 10), withSquare(11, 10), { createDiff: true })
    expect(moved).toEqual({ pass: true, diff: null, message: null })
    const changed = shiftTolerantComparator(withSquare(10, 10), withSquare(14, 10), { createDiff: true })
    expect(changed.pass).toBe(false)
    expect(changed.message).toMatch(/^\d+ pixels differ beyond a one-pixel move \(0 allowed\)$/)
    expect(changed.diff).toHaveLength(SIZE * SIZE * 4)
    const tolerated = shiftTolerantComparator(withSquare(10, 10), withSquare(14, 10), {
      createDiff: false,
      allowedMismatchedPixelRatio: 0.1,
    })
    expect(tolerated.pass).toBe(true)
  })
})
