// The brand tokens reach every part the README lists, in both themes and in each engine (browser, browser-firefox,
// browser-webkit): the corners and the one focus ring of every button (the header's and the file card's too), the
// box's frame with the bar that closes it. Read from computed styles, one state of the panel after another.
import { describe, expect, it, onTestFinished } from 'vitest'
import { clickElement } from '../test/clickElement'
import { contrast, find, hex, pointerAwayKeyboardLast } from '../test/computedStyle'
import { pdfFile } from '../test/files'
import { addFiles, renderPanel, statusBarButton } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { eventually } from '../test/waits'

type Theme = 'light' | 'dark'

/** A host's brand on :root: none, the README's (accent and corners), or every token of a host that sets them all. */
const BRANDS = {
  none: '',
  readme: ':root { --aup-accent: #0a7d47; --aup-radius: 4px; }',
  everyToken: ':root { --aup-accent: #6d28d9; --aup-radius: 12px; --aup-border: light-dark(#c4b5fd, #4c1d95); }',
} as const
type Brand = keyof typeof BRANDS

function applyBrand(brand: Brand) {
  const style = document.createElement('style')
  style.textContent = BRANDS[brand]
  document.head.append(style)
  onTestFinished(() => style.remove())
}

/** The focus ring `element` shows when a keyboard user reaches it: colour, width, and any shadow beside it. */
async function ringOf(element: HTMLElement) {
  await pointerAwayKeyboardLast()
  element.focus()
  expect(element.matches(':focus-visible'), `${element.outerHTML.slice(0, 80)} shows its focus`).toBe(true)
  const style = getComputedStyle(element)
  const ring = { color: hex(style.outlineColor), width: style.outlineWidth, shadow: style.boxShadow }
  element.blur()
  return ring
}

const corner = (element: HTMLElement) => getComputedStyle(element).borderTopLeftRadius

/** The colours of the box's frame: the Dashboard's box on three sides, the bar that closes it on three. */
function frameColours(container: HTMLElement): string[] {
  const box = getComputedStyle(find(container, markup.inner))
  const bar = getComputedStyle(find(container, markup.statusBar))
  const sides = [box.borderTopColor, box.borderLeftColor, box.borderRightColor]
  return [...new Set([...sides, bar.borderLeftColor, bar.borderRightColor, bar.borderBottomColor].map(hex))]
}

/** Every button a member can reach with one file listed, in the list, the file card and "add more", as read. */
async function readButtons(theme: Theme) {
  const panel = await renderPanel({ theme })
  onTestFinished(() => panel.unmount())
  const { container } = panel
  const at = (selector: string) => find(container, selector)
  await addFiles(container, [pdfFile('faktura.pdf')])
  await statusBarButton('Prześlij 1 plik')
  const rings: Record<string, Awaited<ReturnType<typeof ringOf>>> = {}
  const corners: Record<string, string> = {}
  const read = async (name: string, selector: string, shaped = true) => {
    rings[name] = await ringOf(at(selector))
    if (shaped) corners[name] = corner(at(selector))
  }
  await read('header "Anuluj"', markup.listCancel)
  await read('"Dodaj więcej"', markup.addMore)
  await read('row "Edytuj"', markup.fileEditButton, false)
  await read('row "Usuń"', markup.fileRemoveButton, false)
  await read('"Prześlij 1 plik"', markup.uploadButton)
  corners.box = corner(at(markup.inner))
  corners.bar = getComputedStyle(at(markup.statusBar)).borderBottomLeftRadius
  const frame = frameColours(container)
  const surface = hex(getComputedStyle(at(markup.statusBar)).backgroundColor)

  await clickElement(at(markup.fileEditButton))
  await eventually(() => at(markup.fileNameInput))
  await read('card "Anuluj" (header)', `${markup.fileCard} ${markup.fileCardCancel}`)
  await read('card name field', markup.fileNameInput)
  await read('card "Zapisz zmiany"', `${markup.fileCard} ${markup.fileCardActions} button[type="submit"]`)
  await read('card "Anuluj"', `${markup.fileCard} ${markup.fileCardActions} button[type="button"]`)
  await clickElement(at(`${markup.fileCard} ${markup.fileCardActions} button[type="button"]`))
  await eventually(() => expect(container.querySelector(markup.fileCard)).toBeNull())

  await clickElement(at(markup.addMore))
  await eventually(() => at(markup.addFilesPanel))
  await read('"Wstecz"', `${markup.addFilesPanel} ${markup.fileCardCancel}`)
  await read('"wybierz pliki"', `${markup.addFilesPanel} ${markup.browseButton}`, false)
  return { rings, corners, frame, surface }
}

/** What each token's absence leaves, per theme (the README's table). */
const UNSET = {
  light: { ring: '#1d4ed8', frame: '#eaeaea' },
  dark: { ring: '#93c5fd', frame: '#333333' },
}
const UNSET_CORNERS = {
  'header "Anuluj"': '3px',
  '"Dodaj więcej"': '3px',
  '"Prześlij 1 plik"': '4px',
  box: '5px',
  bar: '5px',
  'card "Anuluj" (header)': '3px',
  'card name field': '4px',
  'card "Zapisz zmiany"': '4px',
  'card "Anuluj"': '4px',
  '"Wstecz"': '3px',
}
const everyCorner = (radius: string) =>
  Object.fromEntries(Object.keys(UNSET_CORNERS).map((part) => [part, radius])) as typeof UNSET_CORNERS

describe('the brand tokens on every part', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const brand of Object.keys(BRANDS) as Brand[]) {
      it(`${theme}, brand ${brand}: one focus ring on every button, their corners, the box's frame one line with the bar's`, async () => {
        applyBrand(brand)
        const { rings, corners, frame, surface } = await readButtons(theme)
        const ringColours = [...new Set(Object.values(rings).map((ring) => ring.color))]
        expect(ringColours, 'one ring colour for every button').toHaveLength(1)
        for (const [name, ring] of Object.entries(rings)) {
          expect({ name, width: ring.width, shadow: ring.shadow }).toEqual({ name, width: '3px', shadow: 'none' })
        }
        expect(frame, 'the frame: one colour all round').toHaveLength(1)
        const [ringColour = '', frameColour = ''] = [ringColours[0], frame[0]]
        if (brand === 'none') {
          expect({ ring: ringColour, frame: frameColour }).toEqual(UNSET[theme])
          expect(corners).toEqual(UNSET_CORNERS)
          return
        }
        expect(corners).toEqual(everyCorner(brand === 'readme' ? '4px' : '12px'))
        const accent = brand === 'readme' ? '#0a7d47' : '#6d28d9'
        // In dark the ring is the accent lifted to stay readable on the dark surface (the README).
        if (theme === 'light') expect(ringColour).toBe(accent)
        else expect(contrast(ringColour, surface)).toBeGreaterThanOrEqual(4.5)
        if (brand === 'everyToken') expect(frameColour).toBe(theme === 'light' ? '#c4b5fd' : '#4c1d95')
        else expect(frameColour).toBe(UNSET[theme].frame)
      })
    }
  }
})
