/// <reference types="vite/client" />
// The README's brand example ("Marka i motyw"), applied as it is written and nothing else, makes the upload button,
// the progress line, the browse button, the focus ring and the corners follow the brand; without it every part keeps
// its own colour. Read from computed styles in each engine (browser, browser-firefox, browser-webkit).

import { describe, expect, it, onTestFinished } from 'vitest'
import readme from '../../README.md?raw'
import { contrast, find, hex, pointerAwayKeyboardLast, rgbOf } from '../test/computedStyle'
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
