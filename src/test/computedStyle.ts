// Reading what a member sees from computed styles, the same in every engine: colours as sRGB hex (engines write
// computed oklch() and color-mix() differently), contrast ratios, and the page as a keyboard user has it.
import { onTestFinished } from 'vitest'
import { userEvent } from 'vitest/browser'

/** Any CSS colour as `rgb(r, g, b)`, drawn on a canvas: engines write computed oklch() and color-mix() differently. */
export function rgbOf(color: string): [number, number, number] {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('No 2D canvas')
  context.fillStyle = '#000'
  context.fillStyle = color
  context.fillRect(0, 0, 1, 1)
  const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data
  return [r, g, b]
}

export const hex = (color: string) =>
  `#${rgbOf(color)
    .map((part) => part.toString(16).padStart(2, '0'))
    .join('')}`

export function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = rgbOf(color).map((part) => {
      const c = part / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (high + 0.05) / (low + 0.05)
}

export function find(container: HTMLElement, selector: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(selector)
  if (!element) throw new Error(`No ${selector}`)
  return element
}

/**
 * The pointer away from the panel and the keyboard last used, as for a member who tabs to it: the colours read are
 * neither hovered nor without a focus ring because an earlier test of this page clicked (Chromium's real input).
 */
export async function pointerAwayKeyboardLast() {
  const corner = document.createElement('div')
  corner.style.cssText = 'position:fixed;right:0;bottom:0;width:8px;height:8px'
  document.body.append(corner)
  onTestFinished(() => corner.remove())
  await userEvent.hover(corner)
  await userEvent.keyboard('{Shift}')
}
