/**
 * Files brought back after a reload (issue 26): what the member sees when the panel mounts with the
 * `restoreKey` under which it kept files before the page went away. Two were waiting to be sent; the
 * third was on its way, so the server may already have it: its row says so and only its own button
 * sends it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import * as restoreMessages from '../src/restore/restoreMessages'
import { clearRestoredFiles, keepFile, type RestoreRecord } from '../src/restore/restoreStore'
import * as markup from '../src/test/selectors'
import { pdfFile, photoFile } from './support/files'
import { openPanel } from './support/panelDriver'
import { AttachmentUploadPanel, panelArgs, panelArgTypes } from './support/panelMeta'
import { quietPeriod } from './support/timing'

const RESTORE_KEY = 'storybook-restored-member'

/** What a page kept before it went away: written as the panel writes it, then the panel mounts. */
async function keptBeforeReload() {
  await clearRestoredFiles(RESTORE_KEY)
  const kept: Array<[File, RestoreRecord['state']]> = [
    [photoFile('zdjecie-szkody.png'), 'chosen'],
    [pdfFile('faktura-2026-11.pdf'), 'chosen'],
    [pdfFile('umowa-najmu.pdf'), 'sending'],
  ]
  const now = Date.now()
  for (const [index, [file, state]] of kept.entries()) {
    const record: RestoreRecord = {
      restoreKey: RESTORE_KEY,
      clientKey: `story-${index}`,
      name: file.name,
      originalName: file.name,
      type: file.type,
      size: file.size,
      lastModified: file.lastModified,
      state,
      addedAt: now + index,
      expiresAt: now + 60 * 60 * 1000,
    }
    await keepFile(record, await file.arrayBuffer())
  }
  return () => clearRestoredFiles(RESTORE_KEY)
}

const meta = {
  title: 'Panel załączników/Przywracanie plików',
  // ASCII, so story ids, links and baseline file names stay plain
  id: 'panel-zalacznikow-przywrocone-po-odswiezeniu',
  component: AttachmentUploadPanel,
  args: { ...panelArgs, restoreKey: RESTORE_KEY },
  argTypes: panelArgTypes,
  beforeEach: keptBeforeReload,
} satisfies Meta<typeof AttachmentUploadPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Restored: Story = {
  tags: ['journey'],
  name: 'Przywrócone po odświeżeniu strony',
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openPanel(canvasElement)
    await panel.findFile('zdjecie-szkody.png')
    await panel.findFile('faktura-2026-11.pdf')
    await panel.findFile('umowa-najmu.pdf')
    await waitFor(() => expect(panel.noticeTexts()).toEqual([restoreMessages.filesRestored(3, 1)]))
    const reason = () => canvasElement.querySelector(`${markup.failedFileItem} ${markup.failureReason}`)?.textContent
    await waitFor(() => expect(reason()).toBe(restoreMessages.sentWhenPageClosed))
    await panel.settle()
    // The two others can be sent at once; the uncertain one only by its own button, once the member has checked.
    await panel.findInStatusBar('Prześlij 2 pliki')

    // Nothing is sent again by itself.
    await quietPeriod()
    expect(server.requests).toHaveLength(0)
    expect(args.onUploadSuccess).not.toHaveBeenCalled()
  },
}

export const RestoredOnPhone: Story = {
  ...Restored,
  name: 'Przywrócone po odświeżeniu strony, ekran telefonu (360 px)',
  globals: { viewport: { value: 'phone360', isRotated: false } },
}
