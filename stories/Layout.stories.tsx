/**
 * The panel under visual stress: a long list, long Polish names, the dark theme and
 * a phone-sized screen.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import * as markup from '../src/test/selectors'
import { numberedFiles, pdfFile, photoAndInvoice, photoFile, textFile } from './support/files'
import { openPanel } from './support/panelDriver'
import { AttachmentUploadPanel, DEMO_SETTINGS, panelArgs, panelArgTypes } from './support/panelMeta'

const meta = {
  title: 'Panel załączników/Układ i motywy',
  // ASCII, so story ids, links and baseline file names stay plain
  id: 'panel-zalacznikow-uklad-i-motywy',
  component: AttachmentUploadPanel,
  tags: ['autodocs'],
  args: panelArgs,
  argTypes: panelArgTypes,
} satisfies Meta<typeof AttachmentUploadPanel>

export default meta
type Story = StoryObj<typeof meta>

export const ManyFiles: Story = {
  name: 'Pięćdziesiąt plików',
  args: { settings: { ...DEMO_SETTINGS, maxFiles: 50 } },
  play: async ({ canvasElement, uploadServer: server }) => {
    const panel = await openPanel(canvasElement)

    await panel.addFiles(numberedFiles(50))

    // The list is virtual (only visible rows exist), so the count is read from the panel's texts.
    await panel.findInStatusBar('Prześlij 50 plików')
    await panel.expectListHeader('50 plików wybranych')
    await panel.settle()
    // The list scrolls inside the panel; the panel keeps its maximum height.
    const dashboard = canvasElement.querySelector(markup.inner) as HTMLElement
    expect(dashboard.getBoundingClientRect().height).toBeLessThanOrEqual(500)
    expect(server.requests).toHaveLength(0)
  },
}

const LONG_PDF_NAME =
  'Sprawozdanie z przeglądu technicznego żurawia wieżowego — część źródłowa, załącznik nr 12 (poprawiony).pdf'
const LONG_PHOTO_NAME = 'Zdjęcie źrebięcia przy ogrodzeniu łąki – gęś, jaźń i żółw w tle.png'
/** One word wider than a tile, under the 30 characters Uppy shortens tile names at. */
const ONE_WORD_NAME = 'Pełnomocnictwonotarialne.pdf'

export const LongPolishFileName: Story = {
  name: 'Długie polskie nazwy plików',
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)

    await panel.addFiles([pdfFile(LONG_PDF_NAME), photoFile(LONG_PHOTO_NAME), pdfFile(ONE_WORD_NAME)])

    // Shortened in the middle on screen (start and extension stay), complete in the title.
    const pdf = await panel.findFile(LONG_PDF_NAME)
    expect(pdf.querySelector(markup.fileName)).toHaveTextContent(/^Sprawozdanie z\.\.\..*\.pdf$/)
    await panel.findFile(LONG_PHOTO_NAME)
    // A word wider than its line is shortened in its middle too, rather than broken between two letters.
    const oneWord = await panel.findFile(ONE_WORD_NAME)
    // Shortened by the list's repairs in a frame after the row is drawn: a busy WebKit can draw it over a second later.
    await waitFor(
      () => {
        const name = oneWord.querySelector<HTMLElement>(markup.fileName)
        // Once (CI, WebKit, a busy core) the name stayed whole for 8 s: say what the repair had to go by.
        const seen = `line ${name?.parentElement?.clientWidth} px wide, name ${name?.scrollWidth} px, story ${canvasElement.clientWidth} px, ${canvasElement.querySelector(markup.root)?.className}`
        expect(name, seen).toHaveTextContent(/^Pełnomoc.*\.\.\..*ne\.pdf$/)
      },
      { timeout: 8_000 },
    )
    await panel.findInStatusBar('Prześlij 3 pliki')
    await panel.settle()
    // Nothing spills out of the panel sideways.
    const panelBox = canvasElement.querySelector('.aup-panel') as HTMLElement
    expect(panelBox.scrollWidth).toBeLessThanOrEqual(panelBox.clientWidth)
  },
}

export const DarkTheme: Story = {
  name: 'Ciemny motyw',
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)

    // Files in the list and a rejection notice: the dark variants of both.
    await panel.addFiles([...photoAndInvoice(), textFile('notatka.txt')])
    await panel.findNotice('Możesz dodać tylko pliki JPEG, GIF, PNG lub PDF.')
    expect(panel.fileCount()).toBe(2)
    expect(canvasElement.querySelector(markup.root)).toHaveAttribute('data-uppy-theme', 'dark')
    await panel.findInStatusBar('Prześlij 2 pliki')
    await panel.settle()
  },
}

export const PhoneWidth: Story = {
  name: 'Ekran telefonu (360 px)',
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)

    await panel.addFiles(photoAndInvoice())
    await panel.findFile('faktura-2026-11.pdf')
    await panel.findInStatusBar('Prześlij 2 pliki')
    await panel.settle()
    const panelBox = canvasElement.querySelector('.aup-panel') as HTMLElement
    expect(panelBox.getBoundingClientRect().width).toBeLessThanOrEqual(360)
    expect(panelBox.scrollWidth).toBeLessThanOrEqual(panelBox.clientWidth)
  },
}
