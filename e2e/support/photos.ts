// Photos made by the engine for the end-to-end tests, as a phone stores them.
import { withExifOrientation } from '../../src/test/exifPhotos'
import type { EnginePage } from './engineStack'
import { type TestFile, testFile } from './testFiles'

/**
 * A 400 × 300 photo encoded by the engine (a colour gradient, a red sun at `sunX`, in its left half by default,
 * stripes at its bottom), stored sideways as phones store it: EXIF orientation 6, 300 × 400 upright. Another
 * `sunX`, other bytes.
 */
export async function sidewaysPhoto(page: EnginePage, name: string, sunX = 100): Promise<TestFile> {
  const dataUrl = await page.evaluate((x) => {
    const canvas = document.createElement('canvas')
    canvas.width = 400
    canvas.height = 300
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    const across = context.createLinearGradient(0, 0, 400, 0)
    across.addColorStop(0, '#1565c0')
    across.addColorStop(0.5, '#43a047')
    across.addColorStop(1, '#f9a825')
    context.fillStyle = across
    context.fillRect(0, 0, 400, 300)
    context.fillStyle = '#e53935'
    context.beginPath()
    context.arc(x, 90, 45, 0, 2 * Math.PI)
    context.fill()
    context.fillStyle = '#212121'
    for (let x = 0; x < 400; x += 4) context.fillRect(x, 255, 2, 45)
    return canvas.toDataURL('image/jpeg', 0.92)
  }, sunX)
  const jpeg = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  return testFile(name, 'image/jpeg', withExifOrientation(jpeg, 6))
}
