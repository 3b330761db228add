/// <reference types="vite/client" />
// The README's brand example ("Marka i motyw"), applied as it is written and nothing else, makes the upload button,
// the progress line, the browse button, the focus ring and the corners follow the brand; without it every part keeps
// its own colour. Read from computed styles in each engine (browser, browser-firefox, browser-webkit).

import { describe, expect, it, onTestFinished } from 'vitest'
import { userEvent } from 'vitest/browser'
import readme from '../../README.md?raw'
import { pdfFile } from '../test/files'
import { addFiles, button, renderPanel, statusBarButton } from '../test/renderPanel'
import * as markup from '../test/selectors'

/** The first ```css block of the README's "Marka i motyw" section. */
function readmeBrandCss(): string {
  const section = readme.split('\n### Marka i motyw\n')[1]?.split('\n### ')[0] ?? ''
  const css = /```css\n([\s\S]*?)```/.exec(section)?.[1]
  if (!css) throw new Error('No ```css block in the README’s "Marka i motyw" section')
  return css
}

/** Adds the README's brand CSS to the page (its :root) until the test ends. */
function applyReadmeBrand(): string {
  const css = readmeBrandCss()
  const style = document.createElement('style')
  style.textContent = css
  document.head.append(style)
  onTestFinished(() => style.remove())
  return css
}

/** Any CSS colour as `rgb(r, g, b)`, drawn on a canvas: engines write computed oklch() and color-mix() differently. */
function rgbOf(color: string): [number, number, number] {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('No 2D canvas')
  context.fillStyle = '#000'
  context.fillStyle = color
  context.fillRect(0, 0, 1, 1)
  const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data
  return [r, g, b]
}

const hex = (color: string) =>
  `#${rgbOf(color)
    .map((part) => part.toString(16).padStart(2, '0'))
    .join('')}`

function contrast(a: string, b: string): number {
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

function find(container: HTMLElement, selector: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(selector)
  if (!element) throw new Error(`No ${selector}`)
  return element
}

/**
 * The pointer away from the panel and the keyboard last used, as for a member who tabs to it: the colours read are
 * neither hovered nor without a focus ring because an earlier test of this page clicked (Chromium's real input).
 */
async function pointerAwayKeyboardLast() {
  const corner = document.createElement('div')
  corner.style.cssText = 'position:fixed;right:0;bottom:0;width:8px;height:8px'
  document.body.append(corner)
  onTestFinished(() => corner.remove())
  await userEvent.hover(corner)
  await userEvent.keyboard('{Shift}')
}

/** The colours and corners a member sees, each as computed in the page. */
async function readParts(theme: 'light' | 'dark') {
  const panel = await renderPanel({ theme })
  onTestFinished(() => panel.unmount())
  const { container } = panel
  await pointerAwayKeyboardLast()
  const browse = find(container, markup.browseButton)
  // Focused from script after a key: the focus ring shows (:focus-visible) in every engine.
  browse.focus()
  expect(browse.matches(':focus-visible')).toBe(true)
  const browseStyle = getComputedStyle(browse)
  const parts = {
    browse: hex(browseStyle.color),
    focusRing: hex(browseStyle.outlineColor),
    focusRingWidth: browseStyle.outlineWidth,
    boxRadius: getComputedStyle(find(container, markup.inner)).borderTopLeftRadius,
  }
  browse.blur()
  await addFiles(container, [pdfFile('faktura.pdf')])
  await statusBarButton('Prześlij 1 plik')
  await pointerAwayKeyboardLast()
  const upload = button('Prześlij 1 plik').element() as HTMLElement
  const bar = find(container, markup.statusBar)
  return {
    ...parts,
    upload: hex(getComputedStyle(upload).backgroundColor),
    uploadText: hex(getComputedStyle(upload).color),
    uploadRadius: getComputedStyle(upload).borderTopLeftRadius,
    // Hidden while files wait (it shows once they are sent); its colour is the same.
    progress: hex(getComputedStyle(find(container, markup.progressBar)).backgroundColor),
    barRadius: getComputedStyle(bar).borderBottomLeftRadius,
    surface: hex(getComputedStyle(bar).backgroundColor),
  }
}

describe('brand tokens', () => {
  it('the README’s brand CSS names no class of the panel or of Uppy', () => {
    const css = readmeBrandCss()
    expect(css).toContain('--aup-accent: #0a7d47;')
    expect(css).not.toMatch(/\.(aup|uppy)-|\[class/)
  })

  it('without a brand, each part keeps its own colour and corners', async () => {
    expect(await readParts('light')).toEqual({
      browse: '#1269cf',
      focusRing: '#1d4ed8',
      focusRingWidth: '3px',
      boxRadius: '5px',
      upload: '#15803d',
      uploadText: '#ffffff',
      uploadRadius: '4px',
      progress: '#1269cf',
      barRadius: '5px',
      surface: '#ffffff',
    })
  })

  it('with the README’s brand on :root, the buttons, the progress line, the focus ring and the corners are the brand’s', async () => {
    applyReadmeBrand()
    expect(await readParts('light')).toEqual({
      browse: '#0a7d47',
      focusRing: '#0a7d47',
      focusRingWidth: '3px',
      boxRadius: '4px',
      upload: '#0a7d47',
      uploadText: '#ffffff',
      uploadRadius: '4px',
      progress: '#0a7d47',
      barRadius: '4px',
      surface: '#ffffff',
    })
  })

  it('in the dark theme the filled button keeps the brand, while text, lines and the focus ring are lifted to stay readable', async () => {
    applyReadmeBrand()
    const dark = await readParts('dark')
    expect(dark.upload).toBe('#0a7d47')
    expect(contrast(dark.uploadText, dark.upload)).toBeGreaterThanOrEqual(4.5)
    expect(dark.surface).toBe('#1f1f1f')
    for (const part of [dark.browse, dark.progress, dark.focusRing]) {
      expect(part).not.toBe('#0a7d47')
      expect(contrast(part, dark.surface)).toBeGreaterThanOrEqual(4.5)
    }
    // Still the brand's hue: green is the strongest channel.
    const [r, g, b] = rgbOf(dark.progress)
    expect(g).toBeGreaterThan(Math.max(r, b))
    expect(dark.boxRadius).toBe('4px')
  })

  it('a host rule on the panel’s element wins over one on :root, with no more specificity than a class', async () => {
    applyReadmeBrand()
    const style = document.createElement('style')
    style.textContent = '.host-attachments { --aup-accent: #6d28d9; --aup-radius: 12px; }'
    document.head.append(style)
    onTestFinished(() => style.remove())
    const panel = await renderPanel({ className: 'host-attachments' })
    onTestFinished(() => panel.unmount())
    await addFiles(panel.container, [pdfFile('faktura.pdf')])
    await statusBarButton('Prześlij 1 plik')
    await pointerAwayKeyboardLast()
    const upload = button('Prześlij 1 plik').element() as HTMLElement
    expect(hex(getComputedStyle(upload).backgroundColor)).toBe('#6d28d9')
    expect(getComputedStyle(find(panel.container, markup.inner)).borderTopLeftRadius).toBe('12px')
  })
})
