/**
 * The panel inside a host's form (issue 49): a support request with a subject and attachments. With files chosen
 * and not sent, the form's own submit is stopped by the browser's validation at the panel; once they are stored it
 * goes, carrying the subject and the stored attachments' ids (`name`), and nothing of Uppy's.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, waitFor } from 'storybook/test'
import * as messages from '../src/i18n/messages'
import type { AttachmentUploadPanelProps } from '../src/types'
import { photoAndInvoice } from './support/files'
import { openPanel } from './support/panelDriver'
import { AttachmentUploadPanel, panelArgs, panelArgTypes } from './support/panelMeta'

/** A host's support request form around the panel; its submit shows what the form's data held. */
function SupportRequest(props: AttachmentUploadPanelProps) {
  const [sent, setSent] = useState<string[] | null>(null)
  return (
    <form
      aria-label="Zgłoszenie do pomocy"
      style={{ display: 'grid', gap: 12, maxWidth: 700, fontFamily: 'sans-serif' }}
      onSubmit={(event) => {
        event.preventDefault()
        const entries = [...new FormData(event.currentTarget)]
        setSent(entries.map(([key, value]) => `${key}=${typeof value === 'string' ? value : 'File()'}`))
      }}
    >
      <label>
        Temat <input name="subject" defaultValue="Faktura 11/2026" />
      </label>
      <AttachmentUploadPanel {...props} />
      <button type="submit" style={{ justifySelf: 'start' }}>
        Wyślij zgłoszenie
      </button>
      {/* The ids are the server's (random): on screen only their number, for a stable screenshot. */}
      <p data-entries={sent?.join(' & ') ?? ''}>
        {sent
          ? `Wysłano zgłoszenie. Identyfikatory załączników: ${sent.filter((entry) => entry.startsWith('attachmentIds[]=')).length}.`
          : 'Zgłoszenie nie zostało wysłane.'}
      </p>
    </form>
  )
}

const meta = {
  title: 'Panel załączników/W formularzu',
  // ASCII, so story ids, links and baseline file names stay plain
  id: 'panel-zalacznikow-w-formularzu',
  component: AttachmentUploadPanel,
  args: { ...panelArgs, name: 'attachmentIds[]', onPendingFilesChange: fn() },
  argTypes: panelArgTypes,
  render: (args) => <SupportRequest {...args} />,
} satisfies Meta<typeof AttachmentUploadPanel>

export default meta
type Story = StoryObj<typeof meta>

export const SupportRequestForm: Story = {
  name: 'Zgłoszenie z załącznikami',
  play: async ({ args, canvasElement }) => {
    const panel = await openPanel(canvasElement)
    const form = canvasElement.querySelector('form') as HTMLFormElement
    const entries = () => canvasElement.querySelector('[data-entries]')?.getAttribute('data-entries')

    await panel.addFiles(photoAndInvoice())
    await panel.findFile('zdjecie-szkody.png')
    await panel.findFile('faktura-2026-11.pdf')
    // A cold page of a slow engine can take over a second for the first files.
    const slowStep = { timeout: 8_000 }
    await waitFor(
      () => expect(args.onPendingFilesChange).toHaveBeenLastCalledWith({ waiting: 2, sending: 0 }),
      slowStep,
    )
    // The form's own submit with the files not sent: stopped at the panel, in Polish.
    await panel.press('Wyślij zgłoszenie')
    expect(entries()).toBe('')
    const stopper = form.querySelector<HTMLInputElement>('input:invalid')
    expect(stopper?.validationMessage).toBe(messages.formFilesWaiting)
    expect(canvasElement.ownerDocument.activeElement).toBe(stopper)

    await panel.pressInStatusBar('Prześlij 2 pliki')
    await waitFor(() => expect(args.onCompleteSuccess).toHaveBeenCalledTimes(1), slowStep)
    // Uppy counts the run complete up to 500 ms after the last file (its total progress is throttled): the
    // picture is taken once the bar says so, not in the moment before (the header's "Anuluj", no bar).
    await panel.expectStatus('complete', 'Przesyłanie zakończone')
    await waitFor(
      () => expect(args.onPendingFilesChange).toHaveBeenLastCalledWith({ waiting: 0, sending: 0 }),
      slowStep,
    )
    await panel.press('Wyślij zgłoszenie')
    const calls = (args.onUploadSuccess as unknown as { mock: { calls: Array<[unknown, { body: { id: string } }]> } })
      .mock.calls
    const ids = calls.map(([, response]) => response.body.id)
    expect(ids).toHaveLength(2)
    await waitFor(() =>
      expect(entries()).toBe(`subject=Faktura 11/2026 & ${ids.map((id) => `attachmentIds[]=${id}`).join(' & ')}`),
    )
  },
}
