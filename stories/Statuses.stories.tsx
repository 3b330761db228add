/**
 * The panel in each status of an upload run (specification §4), reached the way a
 * member reaches it: files picked in the panel, the upload started with its button,
 * the mocked endpoint answering.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { PAUSE_ABORT_DELAY_MS } from '../src/core/config'
import { drawnPhotoFile } from '../src/test/drawnPhotos'
import * as markup from '../src/test/selectors'
import { photoAndInvoice } from './support/files'
import { holdPhotos } from './support/heldPhotos'
import { heldStep } from './support/heldSteps'
import { expectHostHeardNothing, expectUploadSuccessFor } from './support/hostCallbacks'
import { openPanel } from './support/panelDriver'
import { AttachmentUploadPanel, panelArgs, panelArgTypes } from './support/panelMeta'
import { forcedServer } from './support/serverSwitch'
import { HOLD_MS, quietPeriod } from './support/timing'

const meta = {
  title: 'Panel załączników/Stany przesyłania',
  // ASCII, so story ids, links and baseline file names stay plain
  id: 'panel-zalacznikow-stany-przesylania',
  component: AttachmentUploadPanel,
  tags: ['autodocs'],
  args: panelArgs,
  argTypes: panelArgTypes,
} satisfies Meta<typeof AttachmentUploadPanel>

export default meta
type Story = StoryObj<typeof meta>

const PHOTO = 'zdjecie-szkody.png'
const INVOICE = 'faktura-2026-11.pdf'

export const Empty: Story = {
  tags: ['forced-colours'],
  name: 'Pusty obszar dodawania',
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openPanel(canvasElement)

    // Uppy fills in its texts a moment after the first render: wait for them.
    await expect(await panel.canvas.findByText('Tylko zdjęcia i PDF.')).toBeVisible()
    await expect(await panel.canvas.findByRole('button', { name: 'wybierz pliki z urządzenia' })).toBeVisible()
    panel.expectNoStatusBar()
    expect(panel.banner()).toBeNull()
    expect(server.requests).toHaveLength(0)
    expect(args.onUploadSuccess).not.toHaveBeenCalled()
  },
}

export const FilesWaiting: Story = {
  tags: ['forced-colours', 'journey'],
  name: 'Pliki czekają na przesłanie',
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openPanel(canvasElement)

    await panel.addFiles(photoAndInvoice())
    await panel.findFile(PHOTO)
    await panel.findFile(INVOICE)
    await panel.expectStatus('waiting')
    await expect(await panel.findInStatusBar('Prześlij 2 pliki')).toBeEnabled()
    await panel.settle()

    // Uploading never starts by itself: the member has to press the button.
    await quietPeriod()
    expect(server.requests).toHaveLength(0)
    expectHostHeardNothing(args)
  },
}

export const Preprocessing: Story = {
  name: 'Przygotowywanie plików (preprocessing)',
  args: { preprocessSteps: [heldStep('Przygotowywanie plików…')] },
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openPanel(canvasElement)

    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    await panel.pressInStatusBar('Prześlij 2 pliki')
    await panel.expectStatus('preprocessing', 'Przygotowywanie plików…')

    // Nothing is sent until preparation ends.
    expect(server.requests).toHaveLength(0)
    expectHostHeardNothing(args)
  },
}

export const PreparingPhotos: Story = {
  name: 'Zmniejszanie zdjęć przed wysłaniem (resizePhotos)',
  args: { resizePhotos: { maxSide: 400 } },
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const photos = await Promise.all([
      drawnPhotoFile('wakacje-01.jpg', 800, 600),
      drawnPhotoFile('wakacje-02.jpg', 800, 600, { orientation: 6 }),
    ])
    // The first photo stays in preparation, the second waits for its turn.
    holdPhotos()
    const panel = await openPanel(canvasElement)

    await panel.addFiles(photos)
    await panel.findFile('wakacje-02.jpg')
    await panel.settle()
    await panel.pressInStatusBar('Prześlij 2 pliki')
    await panel.expectStatus('preprocessing', '0% · Przygotowywanie zdjęć do wysłania: 0 z 2')
    await panel.findInStatusBar('Wstrzymaj')
    await waitFor(() =>
      expect([...canvasElement.querySelectorAll(markup.preparationNote)].map((note) => note.textContent)).toEqual([
        'Przygotowywanie zdjęcia do wysłania…',
        'Czeka na przygotowanie do wysłania',
      ]),
    )
    // The notes and the rows are drawn on the run's beat (twice a second).
    await waitFor(() => expect(canvasElement.querySelectorAll(markup.inProgressFileItem)).toHaveLength(2))

    // Nothing is sent until the first photo is ready.
    expect(server.requests).toHaveLength(0)
    expectHostHeardNothing(args)
  },
}

export const Uploading: Story = {
  name: 'Przesyłanie',
  globals: forcedServer('stalled'),
  // The server keeps both requests open, so the status stays "uploading" for review and
  // capture; the stall limit is raised above that wait so it does not end the run early.
  args: { stallTimeoutMs: 2 * HOLD_MS },
  // Byte counts, time left and the bar's width follow the browser's progress events:
  // painted over in the baseline so it does not depend on their timing.
  parameters: { visual: { mask: [markup.progressBar, markup.statusDetails] } },
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openPanel(canvasElement)

    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    await panel.pressInStatusBar('Prześlij 2 pliki')
    await panel.expectStatus('uploading', /^Przesyłanie/)
    await panel.findInStatusBar('Wstrzymaj')
    await panel.findInStatusBar('Anuluj')

    await waitFor(() => expect(server.requests).toHaveLength(2))
    expectHostHeardNothing(args)
  },
}

export const Postprocessing: Story = {
  name: 'Zapisywanie załączników (postprocessing)',
  globals: forcedServer('success'),
  args: { postprocessSteps: [heldStep('Zapisywanie załączników…')] },
  play: async ({ args, canvasElement }) => {
    const panel = await openPanel(canvasElement)

    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    await panel.pressInStatusBar('Prześlij 2 pliki')
    await panel.expectStatus('postprocessing', 'Zapisywanie załączników…')
    await panel.expectProgress(100)

    // The server accepted both files; the run as a whole is not finished yet.
    expect(args.onUploadSuccess).toHaveBeenCalledTimes(2)
    expect(args.onCompleteSuccess).not.toHaveBeenCalled()
  },
}

export const Paused: Story = {
  tags: ['journey'],
  name: 'Wstrzymane przez członka',
  globals: forcedServer('stalled'),
  args: { stallTimeoutMs: 2 * HOLD_MS },
  play: async ({ args, canvasElement }) => {
    const panel = await openPanel(canvasElement)

    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    await panel.pressInStatusBar('Prześlij 2 pliki')
    await panel.expectStatus('uploading')
    await panel.pressInStatusBar('Wstrzymaj')

    await panel.expectStatus('paused', 'Wstrzymano')
    await panel.findInStatusBar('Wznów')
    // The browser reports nothing of a body a service worker receives: the panel aborts such a request a
    // moment after the click (it might already be on the server); the picture is of the state after that.
    await quietPeriod(PAUSE_ABORT_DELAY_MS + 100)
    expectHostHeardNothing(args)
  },
}

export const Complete: Story = {
  tags: ['forced-colours', 'journey'],
  name: 'Wszystkie pliki przesłane',
  globals: forcedServer('success'),
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openPanel(canvasElement)

    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    await panel.pressInStatusBar('Prześlij 2 pliki')
    await panel.expectStatus('complete', 'Przesyłanie zakończone')
    await panel.expectListHeader('Przesłano 2 pliki')

    // What the member sent: one request per file, with the member's token.
    expect(server.requests).toHaveLength(2)
    for (const request of server.requests) expect(request.authorization).toBe('Bearer member-token')

    // What the host hears: each file once, with the server's answer, then the run once.
    expectUploadSuccessFor(args.onUploadSuccess, [
      { name: PHOTO, type: 'image/png' },
      { name: INVOICE, type: 'application/pdf' },
    ])
    await waitFor(() => expect(args.onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(args.onCompleteSuccess).toHaveBeenCalledWith({
      successful: [
        { file: expect.objectContaining({ name: PHOTO }), response: expect.objectContaining({ status: 200 }) },
        { file: expect.objectContaining({ name: INVOICE }), response: expect.objectContaining({ status: 200 }) },
      ],
    })
  },
}

/** The viewport of the story Układ i motywy › Ekran telefonu (.storybook/preview.tsx). */
const PHONE_SCREEN = { viewport: { value: 'phone360', isRotated: false } }

/**
 * The status bar's round pause/resume and cancel buttons on a phone, where the bar is
 * narrowest: each must stay a 24 px target beside the other (WCAG 2.5.8).
 */
export const UploadingOnPhone: Story = {
  ...Uploading,
  name: 'Przesyłanie, ekran telefonu (360 px)',
  globals: { ...Uploading.globals, ...PHONE_SCREEN },
}

export const PausedOnPhone: Story = {
  ...Paused,
  name: 'Wstrzymane przez członka, ekran telefonu (360 px)',
  globals: { ...Paused.globals, ...PHONE_SCREEN },
}
