/**
 * What the member sees when the server refuses or never answers (specification §8),
 * and that the host hears nothing about files that did not arrive.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { DEFAULT_BAD_REQUEST_MESSAGE } from '../mocks/cannedResponses'
import { refusalFor } from '../mocks/perFileRefusals'
import { pdfFile, photoAndInvoice, photoFile } from './support/files'
import { expectHostHeardFailures, expectUploadSuccessFor } from './support/hostCallbacks'
import { openPanel } from './support/panelDriver'
import { AttachmentUploadPanel, panelArgs, panelArgTypes } from './support/panelMeta'
import { AUTOMATIC_ATTEMPTS } from './support/serverScenarios'
import { forcedServer } from './support/serverSwitch'

const meta = {
  title: 'Panel załączników/Błędy przesyłania',
  // ASCII, so story ids, links and baseline file names stay plain
  id: 'panel-zalacznikow-bledy-przesylania',
  component: AttachmentUploadPanel,
  tags: ['autodocs'],
  args: panelArgs,
  argTypes: panelArgTypes,
} satisfies Meta<typeof AttachmentUploadPanel>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Opens the panel, adds `files` and presses the upload button (named `uploadButton`): where each story here starts.
 * `settle` waits for the previews of images, so the page is drawn as the member sees it before the press.
 */
async function openAndSend(canvasElement: HTMLElement, files: File[], uploadButton: string) {
  const panel = await openPanel(canvasElement)
  await panel.addFiles(files)
  await panel.settle()
  await panel.pressInStatusBar(uploadButton)
  return panel
}

export const BadRequest400: Story = {
  tags: ['forced-colours', 'journey'],
  name: 'Serwer odrzuca plik (400 z komunikatem)',
  globals: forcedServer('badRequest'),
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openAndSend(canvasElement, [photoFile('zdjecie-szkody.png')], 'Prześlij 1 plik')

    // The server's own words, as a notice and on the file.
    await panel.findNotice(DEFAULT_BAD_REQUEST_MESSAGE)
    await panel.expectStatus('error', 'Przesyłanie nie powiodło się')
    await panel.expectListHeader('Nie udało się przesłać 1 pliku')
    const file = await panel.findFile('zdjecie-szkody.png')
    expect(file.querySelector(`[aria-label="${DEFAULT_BAD_REQUEST_MESSAGE}"]`)).not.toBeNull()

    // A refusal is final: no automatic retry, nothing reported as uploaded.
    expect(server.requests).toHaveLength(1)
    expectHostHeardFailures(args, [{ name: 'zdjecie-szkody.png', kind: 'refused', status: 400 }])
  },
}

export const AddedAfterRefusal: Story = {
  name: 'Plik dodany po odrzuconym',
  globals: forcedServer('badRequest'),
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openAndSend(canvasElement, [photoFile('zdjecie-szkody.png')], 'Prześlij 1 plik')
    await panel.expectFailedFiles(1)
    await panel.findNotice(DEFAULT_BAD_REQUEST_MESSAGE)
    await panel.dismissNotices()
    // The refused file is not sent again, so there is no "Ponów"; until now nothing sent a file added later.
    expect(panel.queryInStatusBar(/^Ponów/)).toBeNull()

    await panel.addFiles([pdfFile('faktura-2026-11.pdf')])
    // The status bar offers the new file, beside the refused one, which keeps its reason.
    await panel.findInStatusBar('Prześlij 1 plik')
    await panel.expectListHeader('Nie udało się przesłać 1 pliku, 1 plik wybrany')
    // The row is drawn again for the new file (a new element, the reason back a frame later with the list's repairs).
    await panel.expectFailureReason('zdjecie-szkody.png', DEFAULT_BAD_REQUEST_MESSAGE)
    await panel.settle()
    expect(panel.noticeTexts()).toEqual([])
    expect(server.requests).toHaveLength(1)
    expectHostHeardFailures(args, [{ name: 'zdjecie-szkody.png', kind: 'refused', status: 400 }])
  },
}

export const Stalled: Story = {
  tags: ['forced-colours', 'journey'],
  name: 'Przesyłanie utknęło i zostało przerwane',
  // The uplink stops after a tenth of the body (MSW cannot hold a body half sent; see mocks/stalledUplink.ts).
  globals: forcedServer('uplinkStalls'),
  // 30 s in production; shortened so the story reaches the stall quickly.
  args: { stallTimeoutMs: 2000 },
  play: async ({ args, canvasElement }) => {
    const panel = await openAndSend(canvasElement, [pdfFile('faktura-2026-11.pdf')], 'Prześlij 1 plik')
    await panel.expectStatus('uploading')

    await panel.findNotice('Przesyłanie nie robiło postępów przez 2 sekundy, więc zostało przerwane. Spróbuj ponownie.')
    await panel.expectStatus('error')
    await panel.findInStatusBar(/^Ponów/)
    expectHostHeardFailures(args, [{ name: 'faktura-2026-11.pdf', kind: 'stalled', status: null }])
  },
}

export const NoAnswer: Story = {
  tags: ['journey'],
  name: 'Serwer nie odpowiada po otrzymaniu pliku',
  globals: forcedServer('stalled'),
  // 120 s in production; shortened so the story reaches the bound quickly.
  args: { responseTimeoutMs: 2000 },
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openAndSend(canvasElement, [pdfFile('faktura-2026-11.pdf')], 'Prześlij 1 plik')
    await panel.expectStatus('uploading')

    await panel.findNotice(
      'Serwer nie odpowiedział w ciągu 2 sekund. Plik mógł już zostać zapisany: sprawdź swoje załączniki, zanim prześlesz go ponownie.',
    )
    await panel.expectStatus('error')
    // Not sent again by itself: the server may have stored it.
    expect(server.requests).toHaveLength(1)
    expectHostHeardFailures(args, [{ name: 'faktura-2026-11.pdf', kind: 'no-answer', status: null }])
  },
}

export const ServerError500: Story = {
  tags: ['journey'],
  name: 'Błąd serwera (500)',
  globals: forcedServer('serverError'),
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openAndSend(canvasElement, [pdfFile('faktura-2026-11.pdf')], 'Prześlij 1 plik')

    await panel.findNotice('Nie udało się przesłać pliku „faktura-2026-11.pdf”. Spróbuj ponownie za chwilę.')
    await panel.expectStatus('error', 'Przesyłanie nie powiodło się')
    expect(server.requests).toHaveLength(AUTOMATIC_ATTEMPTS)
    expectHostHeardFailures(args, [{ name: 'faktura-2026-11.pdf', kind: 'server-error', status: 500 }])
  },
}

export const NetworkError: Story = {
  tags: ['journey'],
  name: 'Brak połączenia z serwerem',
  globals: forcedServer('networkError'),
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openAndSend(canvasElement, [pdfFile('faktura-2026-11.pdf')], 'Prześlij 1 plik')

    await panel.findNotice(
      'Nie udało się przesłać pliku „faktura-2026-11.pdf”. Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
    )
    await panel.expectStatus('error', 'Przesyłanie nie powiodło się')
    expect(server.requests).toHaveLength(AUTOMATIC_ATTEMPTS)
    expectHostHeardFailures(args, [{ name: 'faktura-2026-11.pdf', kind: 'connection-lost', status: null }])
  },
}

export const SuccessAfterRetry: Story = {
  tags: ['journey'],
  name: 'Przesłane po ponowieniu przez członka',
  // Every try of the first run fails (including automatic retries); the member's retry succeeds.
  globals: forcedServer('serverErrorUntilRetry'),
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openAndSend(canvasElement, photoAndInvoice(), 'Prześlij 2 pliki')
    await panel.expectFailedFiles(2)
    await panel.expectStatus('error', 'Przesyłanie nie powiodło się')
    await panel.expectListHeader('Nie udało się przesłać 2 plików')
    expect(server.requests).toHaveLength(2 * AUTOMATIC_ATTEMPTS)
    expectHostHeardFailures(args, [
      { name: 'zdjecie-szkody.png', kind: 'server-error', status: 500 },
      { name: 'faktura-2026-11.pdf', kind: 'server-error', status: 500 },
    ])

    // The member closes the error notices, one per file once both failures are reported, and tries again.
    await waitFor(() => expect(panel.noticeTexts()).toHaveLength(2))
    await panel.dismissNotices()
    await panel.pressInStatusBar(/^Ponów/)

    await panel.expectStatus('complete', 'Przesyłanie zakończone')
    await panel.expectListHeader('Przesłano 2 pliki')
    expect(server.requests).toHaveLength(2 * (AUTOMATIC_ATTEMPTS + 1))
    expectUploadSuccessFor(args.onUploadSuccess, [
      { name: 'zdjecie-szkody.png', type: 'image/png' },
      { name: 'faktura-2026-11.pdf', type: 'application/pdf' },
    ])
    await waitFor(() => expect(args.onCompleteSuccess).toHaveBeenCalledTimes(1))
  },
}

/** Three files the server refuses, each for its own reason (see mocks/perFileRefusals.ts). */
const REFUSED_FILES = [pdfFile('umowa-najmu.pdf'), pdfFile('faktura.pdf'), photoFile('zdjecie-szkody.png')]

const refusedForThreeReasons: Story['play'] = async ({ args, canvasElement, uploadServer: server }) => {
  const reasons = REFUSED_FILES.map((file) => [file.name, refusalFor(file.name)] as const)
  expect(new Set(reasons.map(([, reason]) => reason)).size).toBe(3)
  const panel = await openAndSend(canvasElement, REFUSED_FILES, 'Prześlij 3 pliki')

  // Each notice names its file; each row says why, next to the file's name (written by the list's repairs, in
  // the frame after the notice on a slow device).
  for (const [name, reason] of reasons) await panel.findNotice(`„${name}”: ${reason}`)
  const expectReasonsInRows = async () => {
    for (const [name, reason] of reasons) {
      const row = await panel.expectFailureReason(name, reason)
      // A refusal offers removing the file, not re-sending bytes the server refused.
      await expect(within(row).getByRole('button', { name: `Usuń plik „${name}”` })).toBeVisible()
      expect(within(row).queryByRole('button', { name: /^Ponów/ })).toBeNull()
    }
  }
  await expectReasonsInRows()

  // The notices go after 5 s; the reasons stay.
  await waitFor(() => expect(panel.noticeTexts()).toEqual([]), { timeout: 8_000 })
  await expectReasonsInRows()
  await panel.expectListHeader('Nie udało się przesłać 3 plików')
  expect(panel.queryInStatusBar(/^Ponów/)).toBeNull()
  expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth)
  expect(server.requests).toHaveLength(3)
  expectHostHeardFailures(
    args,
    REFUSED_FILES.map((file) => ({ name: file.name, kind: 'refused', status: 400 })),
  )
}

export const ThreeRefusedForDifferentReasons: Story = {
  tags: ['journey'],
  name: 'Trzy pliki odrzucone z różnych powodów',
  globals: forcedServer('refusedPerFile'),
  play: refusedForThreeReasons,
}

export const ThreeRefusedOnPhone: Story = {
  name: 'Trzy pliki odrzucone z różnych powodów (telefon, 360 px)',
  globals: { ...forcedServer('refusedPerFile'), viewport: { value: 'phone360', isRotated: false } },
  play: refusedForThreeReasons,
}
