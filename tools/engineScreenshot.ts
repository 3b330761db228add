import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { resolveScreenshotPath } from '@vitest/browser'
import { PNG } from 'pngjs'
import type { BrowserCommandContext } from 'vitest/node'
import type { EnginePage } from '../e2e/support/engines/types'

/** A rectangle of the driver's window, in CSS pixels (one screenshot pixel each here). */
export interface WindowBox {
  x: number
  y: number
  width: number
  height: number
}

/**
 * What a test page asks of a screenshot in Firefox and WebKit, beside Vitest's own options: the page cannot name an
 * element to the drivers (Vitest's selectors are its own engine's), so it says where the element is in the window,
 * and where the regions to paint over are (../.storybook/vitest.setup.ts, `captureBoxes`).
 */
export interface EngineScreenshotOptions {
  engineClip?: WindowBox
  engineMasks?: WindowBox[]
  maskColor?: string
  save?: boolean
  base64?: boolean
  path?: string
}

/** `#rrggbb` as its red, green and blue. */
function rgbOf(color: string): [number, number, number] {
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(color)
  if (!match) return [255, 0, 255]
  return [
    Number.parseInt(match[1] ?? 'ff', 16),
    Number.parseInt(match[2] ?? '0', 16),
    Number.parseInt(match[3] ?? 'ff', 16),
  ]
}

/** The part of the window's PNG inside `clip`, with `masks` painted over in `maskColor`. */
export function clipAndMask(windowPng: Uint8Array, clip: WindowBox | undefined, masks: WindowBox[], maskColor: string) {
  const source = PNG.sync.read(Buffer.from(windowPng))
  const left = Math.max(0, Math.round(clip?.x ?? 0))
  const top = Math.max(0, Math.round(clip?.y ?? 0))
  const width = Math.min(source.width - left, Math.round(clip?.width ?? source.width))
  const height = Math.min(source.height - top, Math.round(clip?.height ?? source.height))
  const out = new PNG({ width, height })
  PNG.bitblt(source, out, left, top, width, height, 0, 0)
  const [red, green, blue] = rgbOf(maskColor)
  for (const mask of masks) {
    const fromX = Math.max(0, Math.floor(mask.x) - left)
    const fromY = Math.max(0, Math.floor(mask.y) - top)
    const toX = Math.min(width, Math.ceil(mask.x + mask.width) - left)
    const toY = Math.min(height, Math.ceil(mask.y + mask.height) - top)
    for (let y = fromY; y < toY; y++) {
      for (let x = fromX; x < toX; x++) {
        const at = (y * width + x) * 4
        out.data[at] = red
        out.data[at + 1] = green
        out.data[at + 2] = blue
        out.data[at + 3] = 255
      }
    }
  }
  return PNG.sync.write(out)
}

/**
 * Vitest's screenshot command (`__vitest_takeScreenshot`, which `toMatchScreenshot` and `page.screenshot` call) for
 * a page the e2e drivers opened: the driver's screenshot of the window, cut to the box the test page gave.
 */
export async function takeEngineScreenshot(
  context: BrowserCommandContext,
  page: EnginePage,
  name: string,
  options: EngineScreenshotOptions,
): Promise<{ buffer: Buffer; path: string }> {
  if (!context.testPath) throw new Error('Cannot take a screenshot without a test path')
  const path = resolveScreenshotPath(context.testPath, name, context.project.config, options.path)
  const buffer = Buffer.from(
    clipAndMask(await page.screenshot(), options.engineClip, options.engineMasks ?? [], options.maskColor ?? '#ff00ff'),
  )
  if (options.save) {
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, buffer)
  }
  return { buffer, path }
}
