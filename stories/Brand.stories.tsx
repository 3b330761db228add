/**
 * The panel in a host's brand (README, "Marka i motyw"): the tokens set on the frame around it, an ancestor, as a
 * host sets them on its page. Two brands, each light and dark: sent files with their check marks, one more
 * waiting under the filled upload button, the accent in "Dodaj więcej" and in the status bar's progress line.
 * The "Marka" toolbar tries the same brands on every other story.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import * as markup from '../src/test/selectors'
import { BRANDS, type BrandId, forcedBrand } from './support/brands'
import { pdfFile, photoAndInvoice } from './support/files'
import { openPanel } from './support/panelDriver'
import { AttachmentUploadPanel, panelArgs, panelArgTypes } from './support/panelMeta'
import { forcedServer } from './support/serverSwitch'

const meta = {
  title: 'Panel załączników/Marka',
  // ASCII, so story ids, links and baseline file names stay plain
  id: 'panel-zalacznikow-marka',
  component: AttachmentUploadPanel,
  tags: ['autodocs'],
  args: panelArgs,
  argTypes: panelArgTypes,
} satisfies Meta<typeof AttachmentUploadPanel>

export default meta
type Story = StoryObj<typeof meta>

const ADDED_LATER = 'protokol-szkody.pdf'

/** Two files sent, a third one added and waiting: check marks, the upload button and the accent together. */
function branded(brand: Exclude<BrandId, 'none'>, theme: 'light' | 'dark'): Story {
  return {
    globals: { ...forcedServer('success'), ...forcedBrand(brand) },
    args: { theme },
    play: async ({ canvasElement }) => {
      const panel = await openPanel(canvasElement)
      await panel.addFiles(photoAndInvoice())
      await panel.settle()
      await panel.pressInStatusBar('Prześlij 2 pliki')
      await panel.expectStatus('complete', 'Przesyłanie zakończone')

      await panel.addFiles([pdfFile(ADDED_LATER)])
      await panel.findFile(ADDED_LATER)
      await panel.expectStatus('waiting')
      const upload = await panel.findInStatusBar('Prześlij 1 plik')
      // The brand reached the panel through the frame: the accent fills the upload button.
      const accent = BRANDS[brand].tokens['--aup-accent']
      const probe = document.createElement('span')
      probe.style.color = accent
      canvasElement.append(probe)
      const accentRgb = getComputedStyle(probe).color
      probe.remove()
      expect(getComputedStyle(upload).backgroundColor).toBe(accentRgb)
      expect(canvasElement.querySelectorAll(markup.sentFileItem)).toHaveLength(2)
      await panel.settle()
    },
  }
}

export const MemberAreaLight: Story = { ...branded('memberArea', 'light'), name: 'Zieleń strefy członka, rogi 4 px' }
export const MemberAreaDark: Story = {
  ...branded('memberArea', 'dark'),
  name: 'Zieleń strefy członka, rogi 4 px, ciemny motyw',
}
export const VioletLight: Story = { ...branded('violet', 'light'), name: 'Fiolet, rogi 12 px' }
export const VioletDark: Story = { ...branded('violet', 'dark'), name: 'Fiolet, rogi 12 px, ciemny motyw' }
