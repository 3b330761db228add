/**
 * The states a member passes through between the statuses: the file card and "add more" open, files dragged over
 * the panel and a pasted one, a partial success, a run part-way sent and paused there, a long list scrolled to its
 * end, a failure's details opened with "?". Each reached as a member reaches it; docs/states.md lists every state.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { refusalFor } from '../mocks/perFileRefusals'
import { pasteFiles } from '../src/test/pasteFiles'
import * as markup from '../src/test/selectors'
import { numberedFiles, pdfFile, photoAndInvoice, photoFile } from './support/files'
import { expectHostHeardNothing } from './support/hostCallbacks'
import { openPanel, type PanelDriver } from './support/panelDriver'
import { AttachmentUploadPanel, DEMO_SETTINGS, panelArgs, panelArgTypes } from './support/panelMeta'
import { forcedServer } from './support/serverSwitch'
import { HOLD_MS, quietPeriod } from './support/timing'

const meta = {
  title: 'Panel załączników/Stany pośrednie',
  // ASCII, so story ids, links and baseline file names stay plain
  id: 'panel-zalacznikow-stany-posrednie',
  component: AttachmentUploadPanel,
  tags: ['autodocs'],
  args: panelArgs,
  argTypes: panelArgTypes,
} satisfies Meta<typeof AttachmentUploadPanel>

export default meta
type Story = StoryObj<typeof meta>

const PHOTO = 'zdjecie-szkody.png'
const INVOICE = 'faktura-2026-11.pdf'

/** The viewport of the phone stories (.storybook/preview.tsx). */
const PHONE_SCREEN = { viewport: { value: 'phone360', isRotated: false } }

/** Opens the card of `name` with its "Edytuj" and waits for its name field, focused as the Dashboard leaves it. */
async function openCardOf(panel: PanelDriver, canvasElement: HTMLElement, name: string) {
  await panel.press(`Edytuj plik „${name}”`)
  const field = await waitFor(() => {
    const input = canvasElement.querySelector<HTMLInputElement>(markup.fileNameInput)
    if (!input) throw new Error('No name field in the file card')
    return input
  })
  await waitFor(() => expect(field).toHaveFocus())
  return field
}

export const FileCardOpen: Story = {
  tags: ['forced-colours'],
  name: 'Karta pliku otwarta, nowa nazwa wpisana',
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openPanel(canvasElement)
    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    const field = await openCardOf(panel, canvasElement, INVOICE)
    await userEvent.clear(field)
    await userEvent.type(field, 'faktura-listopad.pdf')

    // The card covers the Dashboard's box: its own buttons, and nothing of the status bar over them.
    const card = within(canvasElement.querySelector(markup.fileCard) as HTMLElement)
    await expect(card.getByRole('button', { name: 'Zapisz zmiany' })).toBeVisible()
    await expect(card.getAllByRole('button', { name: 'Anuluj' }).length).toBe(2)
    panel.expectNoStatusBar()
    expect(server.requests).toHaveLength(0)
    expectHostHeardNothing(args)
  },
}

/** The keyboard focus the play function leaves is part of the picture (.storybook/vitest.setup.ts). */
const FOCUS_SHOWN = { visual: { keepFocus: true } }

/** Presses Tab until the control named `name` has the focus, as a keyboard user moves to it. */
async function tabTo(canvasElement: HTMLElement, name: string) {
  for (let presses = 0; presses < 30; presses++) {
    if (document.activeElement?.getAttribute('aria-label') === name || document.activeElement?.textContent === name) {
      return
    }
    await userEvent.tab()
  }
  throw new Error(`Tab did not reach "${name}" in ${canvasElement.id || 'the story'}`)
}

export const FocusInFileCard: Story = {
  ...FileCardOpen,
  name: 'Fokus klawiatury w karcie pliku',
  parameters: FOCUS_SHOWN,
}

export const FocusOnRowAction: Story = {
  tags: ['forced-colours'],
  name: 'Fokus klawiatury na przycisku pliku',
  parameters: FOCUS_SHOWN,
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    await tabTo(canvasElement, `Edytuj plik „${INVOICE}”`)
    await expect(document.activeElement).toHaveAccessibleName(`Edytuj plik „${INVOICE}”`)
    expect(document.activeElement?.matches(':focus-visible')).toBe(true)
  },
}

export const FocusOnUpload: Story = {
  name: 'Fokus klawiatury na „Prześlij”',
  parameters: FOCUS_SHOWN,
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    await tabTo(canvasElement, 'Prześlij 2 pliki')
    expect(document.activeElement?.matches(':focus-visible')).toBe(true)
  },
}

export const FileCardOpenOnPhone: Story = {
  ...FileCardOpen,
  name: 'Karta pliku otwarta, ekran telefonu (360 px)',
  globals: PHONE_SCREEN,
}

export const FileRenamed: Story = {
  name: 'Nazwa zmieniona w karcie pliku',
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    const field = await openCardOf(panel, canvasElement, INVOICE)
    await userEvent.clear(field)
    await userEvent.type(field, 'faktura-listopad.pdf')
    await panel.press('Zapisz zmiany')

    await panel.findFile('faktura-listopad.pdf')
    await waitFor(() => expect(canvasElement.querySelector(markup.fileCard)).toBeNull())
    await panel.findInStatusBar('Prześlij 2 pliki')
    // Focus returns to the renamed file's "Edytuj", again after the Dashboard's own focus move (260 ms after its last
    // update): the picture is of the state after both.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Edytuj plik „faktura-listopad.pdf”'))
    await quietPeriod(400)
  },
}

export const AddMoreOpen: Story = {
  name: '„Dodaj więcej” otwarte',
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    await panel.press('Dodaj więcej plików')

    // Uppy's own title for the view, and "Wstecz"; the bar stays, so what is listed can be sent from here.
    await expect(await panel.canvas.findByRole('heading', { name: 'Dodawanie kolejnych plików' })).toBeVisible()
    await expect(panel.canvas.getByRole('button', { name: 'Wstecz' })).toBeVisible()
    await panel.findInStatusBar('Prześlij 2 pliki')
  },
}

export const AddMoreAfterComplete: Story = {
  name: '„Dodaj więcej” po przesłaniu plików',
  globals: forcedServer('success'),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    await panel.pressInStatusBar('Prześlij 2 pliki')
    await panel.expectStatus('complete')
    await panel.press('Dodaj więcej plików')

    await expect(await panel.canvas.findByRole('heading', { name: 'Dodawanie kolejnych plików' })).toBeVisible()
    await panel.expectStatus('complete', 'Przesyłanie zakończone')
  },
}

export const FileAddedAfterComplete: Story = {
  name: 'Plik dodany po przesłaniu innych',
  globals: forcedServer('success'),
  play: async ({ args, canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    await panel.pressInStatusBar('Prześlij 2 pliki')
    await panel.expectStatus('complete')
    await panel.addFiles([pdfFile('aneks-do-umowy.pdf')])

    // How the run ended and what waits, and the new file offered as it is (not Uppy's "Prześlij +1 plik").
    await panel.expectListHeader('Przesłano 2 pliki, 1 plik wybrany')
    await panel.findInStatusBar('Prześlij 1 plik')
    expect(args.onUploadSuccess).toHaveBeenCalledTimes(2)
  },
}

export const FilesDraggedOver: Story = {
  name: 'Pliki przeciągane nad panelem',
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await panel.addFiles([photoFile(PHOTO)])
    await panel.settle()
    // A member drags two files from the desktop over the list, and has not let go yet.
    const transfer = new DataTransfer()
    for (const file of [pdfFile(INVOICE), photoFile('zdjecie-2.png')]) transfer.items.add(file)
    const over = canvasElement.querySelector(markup.inner) as HTMLElement
    for (const type of ['dragenter', 'dragover']) {
      over.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }))
    }

    await waitFor(() => expect(canvasElement.querySelector(markup.draggingOver)).not.toBeNull())
    await expect(panel.canvas.getByText('Upuść, aby dodać pliki')).toBeVisible()
    expect(panel.fileCount()).toBe(1)
  },
}

export const FilePasted: Story = {
  name: 'Plik wklejony (Ctrl+V)',
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    const dashboard = canvasElement.querySelector<HTMLElement>(markup.root) as HTMLElement
    dashboard.focus()
    pasteFiles(dashboard, [photoFile(PHOTO)])

    await panel.findFile(PHOTO)
    await panel.settle()
    await panel.findInStatusBar('Prześlij 1 plik')
  },
}

export const PartialSuccess: Story = {
  tags: ['journey'],
  name: 'Część plików przesłana, część odrzucona',
  globals: forcedServer('refusesPdfs'),
  play: async ({ args, canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    await panel.pressInStatusBar('Prześlij 2 pliki')
    await panel.expectFailureReason(INVOICE, 'Plik PDF jest zabezpieczony hasłem.')
    await panel.expectListHeader('Przesłano 1 plik, nie udało się przesłać 1 pliku')
    await panel.findNotice(/zabezpieczony hasłem/)
    await panel.dismissNotices()
    expect(args.onUploadSuccess).toHaveBeenCalledTimes(1)
    expect(args.onCompleteSuccess).not.toHaveBeenCalled()
    // The host hears the refused one, with the server's words.
    expect(args.onUploadError).toHaveBeenCalledTimes(1)
    expect(args.onUploadError).toHaveBeenCalledWith(
      expect.objectContaining({ name: INVOICE }),
      expect.objectContaining({ kind: 'refused', status: 400, message: 'Plik PDF jest zabezpieczony hasłem.' }),
    )
  },
}

export const UploadingPartWay: Story = {
  tags: ['forced-colours'],
  name: 'Przesyłanie w toku: postęp i pozostały czas',
  globals: forcedServer('uplinkStalls'),
  // The uplink sends a tenth of each body, then holds: the stall limit is raised above the story's wait.
  args: { stallTimeoutMs: 2 * HOLD_MS },
  // The time left follows the clock: painted over in the baseline.
  parameters: { visual: { mask: [markup.progressDetails] } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    await panel.pressInStatusBar('Prześlij 2 pliki')

    await panel.expectProgress(10)
    await panel.expectStatus('uploading', 'Przesyłanie: 10%')
    await waitFor(() => expect(canvasElement.querySelector(markup.progressDetails)?.textContent).toMatch(/ z /))
    // Each row's own ring, at its tenth, with its own pause.
    await waitFor(() =>
      expect(canvasElement.querySelectorAll(`${markup.fileProgress} ${markup.fileProgressButton}`)).toHaveLength(2),
    )
  },
}

export const PausedPartWay: Story = {
  tags: ['journey'],
  name: 'Wstrzymane w trakcie przesyłania',
  globals: forcedServer('uplinkStalls'),
  args: { stallTimeoutMs: 2 * HOLD_MS },
  play: async ({ args, canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await panel.addFiles(photoAndInvoice())
    await panel.settle()
    await panel.pressInStatusBar('Prześlij 2 pliki')
    await panel.expectProgress(10)
    await panel.pressInStatusBar('Wstrzymaj')

    await panel.expectStatus('paused', /^Wstrzymano/)
    await panel.findInStatusBar('Wznów')
    await waitFor(() =>
      expect(
        [...canvasElement.querySelectorAll(markup.fileProgressButton)].map((button) =>
          button.getAttribute('aria-label'),
        ),
      ).toEqual([`Wznów przesyłanie pliku „${PHOTO}”`, `Wznów przesyłanie pliku „${INVOICE}”`]),
    )
    expectHostHeardNothing(args)
  },
}

export const PausedAndResumed: Story = {
  tags: ['journey'],
  name: 'Wstrzymane, wznowione i przesłane',
  globals: forcedServer('slowSuccess'),
  play: async ({ args, canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await panel.addFiles([photoFile(PHOTO)])
    await panel.settle()
    await panel.pressInStatusBar('Prześlij 1 plik')
    await panel.expectStatus('uploading')
    await panel.pressInStatusBar('Wstrzymaj')
    await panel.expectStatus('paused', /^Wstrzymano/)
    await panel.pressInStatusBar('Wznów')

    // Sent again from its first byte (the endpoint cannot resume), over the slow connection.
    await waitFor(() => expect(args.onCompleteSuccess).toHaveBeenCalledTimes(1), { timeout: 20_000 })
    await panel.expectStatus('complete', 'Przesyłanie zakończone')
  },
}

export const LongListScrolledToEnd: Story = {
  name: 'Długa lista przewinięta do końca',
  args: { settings: { ...DEMO_SETTINGS, maxFiles: 30 } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await panel.addFiles(numberedFiles(30))
    await panel.findInStatusBar('Prześlij 30 plików')
    const list = canvasElement.querySelector<HTMLElement>(markup.fileList) as HTMLElement
    list.scrollTop = list.scrollHeight

    // The last row shows whole above the status bar: the list ends where the bar begins.
    const last = await panel.findFile('dokument-30.pdf')
    await waitFor(() => {
      const bar = canvasElement.querySelector(markup.statusBar)?.getBoundingClientRect()
      expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar?.top ?? 0)
    })
    await panel.settle()
  },
}

export const ErrorDetailsOpened: Story = {
  tags: ['forced-colours'],
  name: 'Szczegóły błędu otwarte przyciskiem „?”',
  globals: forcedServer('refusedPerFile'),
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement)
    await panel.addFiles([photoFile(PHOTO)])
    await panel.settle()
    await panel.pressInStatusBar('Prześlij 1 plik')
    await panel.expectFailedFiles(1)
    // The failure's own notice first, closed by the member; then "?" says again why, in the panel.
    const reason = refusalFor(PHOTO)
    await panel.findNotice(reason)
    await panel.dismissNotices()
    await panel.pressInStatusBar('Pokaż szczegóły błędu')

    // The details are said in the panel, as a notice, instead of Uppy's alert().
    await waitFor(() => expect(panel.noticeTexts()).toHaveLength(1))
    await quietPeriod()
    expect(panel.noticeTexts()).toHaveLength(1)
    expect(panel.noticeTexts()[0]).toContain(reason)
  },
}
