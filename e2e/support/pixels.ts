import { PNG } from 'pngjs'

/** A rectangle of the viewport in CSS pixels (the engines' screenshots here have one pixel per CSS pixel). */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** The part of `png` inside `box` (whole pixels, clipped to the image), as a PNG. */
export function cropPng(png: Uint8Array, box: Box): Uint8Array {
  const source = PNG.sync.read(Buffer.from(png))
  const left = Math.max(0, Math.floor(box.x))
  const top = Math.max(0, Math.floor(box.y))
  const width = Math.max(0, Math.min(source.width, Math.ceil(box.x + box.width)) - left)
  const height = Math.max(0, Math.min(source.height, Math.ceil(box.y + box.height)) - top)
  const cropped = new PNG({ width, height })
  PNG.bitblt(source, cropped, left, top, width, height, 0, 0)
  return PNG.sync.write(cropped)
}

/** How many pixels of `box` differ between two screenshots of the same viewport. */
export function pixelsChanged(before: Uint8Array, after: Uint8Array, box: Box): number {
  const a = PNG.sync.read(Buffer.from(cropPng(before, box)))
  const b = PNG.sync.read(Buffer.from(cropPng(after, box)))
  let changed = 0
  for (let i = 0; i < a.data.length; i += 4) {
    if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) changed++
  }
  return changed
}
