/**
 * The screenshot comparator of the stories in Firefox and WebKit (../vitest.config.ts): a pixel that differs from
 * the baseline passes when the same colour lies within one pixel of it in the other image, both ways. WebKitGTK
 * places small SVG icons (a tile's "×", the PDF glyph) a pixel apart from one run to the next in a full suite while
 * the text beside them stays put (the many-files story, twice in fresh runs; never alone). A pixel whose colour lies
 * within the range of the pixels around it in the other image, both ways, is what such a move (whole or partial)
 * gives and passes; a new or missing stroke, a changed word, a focus ring or a colour does not.
 */

declare module '@vitest/browser/context' {
  interface ScreenshotComparatorRegistry {
    /** ./shiftTolerantComparator.ts, registered for the story projects in Firefox and WebKit. */
    shiftTolerant: { allowedMismatchedPixelRatio?: number }
  }
}

/** Pixels differ when the sum of their channels' differences passes this (of 765); anti-aliasing noise stays under. */
const COLOUR_TOLERANCE = 48

interface Image {
  metadata: { width: number; height: number }
  data: Uint8Array | Uint8ClampedArray | Buffer
}

const sameColour = (a: Image['data'], i: number, b: Image['data'], j: number) =>
  Math.abs((a[i] ?? 0) - (b[j] ?? 0)) +
    Math.abs((a[i + 1] ?? 0) - (b[j + 1] ?? 0)) +
    Math.abs((a[i + 2] ?? 0) - (b[j + 2] ?? 0)) <=
  COLOUR_TOLERANCE

/** Channels may lie this far outside the range of the pixels around: anti-aliasing noise. */
const ENVELOPE_TOLERANCE = 16

/**
 * Whether the colour of `a` at (x, y) lies, channel by channel, within the range of the 3×3 pixels around (x, y)
 * in `b`: what a move by up to a pixel, whole or partial (its anti-aliasing mixes neighbours), can give.
 */
function nearby(a: Image['data'], b: Image['data'], width: number, height: number, x: number, y: number) {
  const at = (y * width + x) * 4
  for (let channel = 0; channel < 3; channel++) {
    let low = 255
    let high = 0
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx
        const ny = y + dy
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
        const value = b[(ny * width + nx) * 4 + channel] ?? 0
        if (value < low) low = value
        if (value > high) high = value
      }
    }
    const value = a[at + channel] ?? 0
    if (value < low - ENVELOPE_TOLERANCE || value > high + ENVELOPE_TOLERANCE) return false
  }
  return true
}

/** The pixels of `actual` that differ from `reference` beyond a one-pixel move (indices into the image). */
export function pixelsBeyondOneMove(reference: Image, actual: Image): number[] {
  const { width, height } = reference.metadata
  const differing: number[] = []
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4
      if (sameColour(reference.data, at, actual.data, at)) continue
      if (
        nearby(actual.data, reference.data, width, height, x, y) &&
        nearby(reference.data, actual.data, width, height, x, y)
      )
        continue
      differing.push(y * width + x)
    }
  }
  return differing
}

/** Vitest's comparator contract (`browser.expect.toMatchScreenshot.comparators`). */
export function shiftTolerantComparator(
  reference: Image,
  actual: Image,
  options: { createDiff: boolean; allowedMismatchedPixelRatio?: number },
) {
  const { width, height } = reference.metadata
  if (width !== actual.metadata.width || height !== actual.metadata.height) {
    return {
      pass: false,
      diff: null,
      message: `Size differs: ${width}×${height} vs ${actual.metadata.width}×${actual.metadata.height}`,
    }
  }
  const differing = pixelsBeyondOneMove(reference, actual)
  const allowed = Math.floor(width * height * (options.allowedMismatchedPixelRatio ?? 0))
  const pass = differing.length <= allowed
  let diff: Uint8Array | null = null
  if (!pass && options.createDiff) {
    // The baseline faded, the differing pixels red.
    diff = new Uint8Array(width * height * 4)
    for (let i = 0; i < width * height; i++) {
      const grey = 255 - ((255 - (reference.data[i * 4] ?? 0)) >> 2)
      diff.set([grey, grey, grey, 255], i * 4)
    }
    for (const i of differing) diff.set([255, 0, 0, 255], i * 4)
  }
  return {
    pass,
    diff,
    message: pass ? null : `${differing.length} pixels differ beyond a one-pixel move (${allowed} allowed)`,
  }
}
