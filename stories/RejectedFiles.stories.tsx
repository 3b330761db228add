/**
 * Files the panel refuses before anything is sent (specification §5 and §6):
 * wrong type (and an iPhone's HEIC photo, with how to send it), too large, too many, no places
 * left, and a member who is not signed in.
 */
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { heicFile, pdfFile, photoAndInvoice, photoFile, photoOfSize, textFile } from './support/files'
import { expectHostHeardNothing } from './support/hostCallbacks'
import { openPanel } from './support/panelDriver'
import { AttachmentUploadPanel, DEMO_SETTINGS, panelArgs, panelArgTypes } from './support/panelMeta'
import { quietPeriod } from './support/timing'

const meta = {
  title: 'Panel załączników/Odrzucone pliki',
  // ASCII, so story ids, links and baseline file names stay plain
  id: 'panel-zalacznikow-odrzucone-pliki',
  component: AttachmentUploadPanel,
  tags: ['autodocs'],
  args: panelArgs,
  argTypes: panelArgTypes,
} satisfies Meta<typeof AttachmentUploadPanel>

export default meta
type Story = StoryObj<typeof meta>

export const WrongType: Story = {
  tags: ['journey'],
  name: 'Niedozwolony typ pliku',
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openPanel(canvasElement)

    await panel.addFiles([photoFile('zdjecie-szkody.png'), textFile('notatka.txt')])

    await panel.findNotice('Możesz dodać tylko pliki JPEG, GIF, PNG lub PDF.')
    await panel.findFile('zdjecie-szkody.png')
    expect(panel.fileCount()).toBe(1)
    await panel.findInStatusBar('Prześlij 1 plik')
    await panel.settle()
    expect(server.requests).toHaveLength(0)
    expect(args.onUploadSuccess).not.toHaveBeenCalled()
  },
}

export const HeicPhoto: Story = {
  tags: ['journey'],
  name: 'Zdjęcie z iPhone’a (HEIC)',
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openPanel(canvasElement)

    await panel.addFiles([heicFile('IMG_0042.HEIC')])

    await panel.findNotice(
      'Zdjęcie „IMG_0042.HEIC” jest w formacie HEIC, którego nie można wysłać. Zapisz je jako JPEG albo dodaj je prosto z telefonu: iPhone wyśle je wtedy jako JPEG. Możesz dodać pliki JPEG, GIF, PNG lub PDF.',
    )
    expect(panel.fileCount()).toBe(0)
    await panel.settle()
    expect(server.requests).toHaveLength(0)
    expect(args.onUploadSuccess).not.toHaveBeenCalled()
  },
}

export const TooLarge: Story = {
  tags: ['journey'],
  name: 'Plik za duży',
  args: { settings: { ...DEMO_SETTINGS, maxFileSize: 1024 * 1024 } },
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openPanel(canvasElement)

    await panel.addFiles([photoOfSize('skan-umowy.png', 3 * 1024 * 1024)])

    // Testing Library reads the non-breaking space before "MB" as an ordinary one.
    await panel.findNotice('Plik „skan-umowy.png” jest za duży. Największy dozwolony rozmiar to 1 MB.')
    expect(panel.fileCount()).toBe(0)
    expect(server.requests).toHaveLength(0)
    expect(args.onUploadSuccess).not.toHaveBeenCalled()
  },
}

export const TooManyFiles: Story = {
  tags: ['journey'],
  name: 'Więcej plików niż wolnych miejsc',
  // 8 of 10 attachments exist: two places are left, and the member picks three files.
  args: { existingCount: 8 },
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openPanel(canvasElement)

    await panel.addFiles([...photoAndInvoice(), pdfFile('umowa.pdf')])

    await panel.findNotice('Nie dodano wybranych plików: możesz dodać jeszcze najwyżej 2 pliki. Wybierz mniej plików.')
    expect(panel.fileCount()).toBe(0)
    expect(server.requests).toHaveLength(0)
    expect(args.onUploadSuccess).not.toHaveBeenCalled()
  },
}

export const NoPlacesLeft: Story = {
  tags: ['journey'],
  name: 'Brak wolnych miejsc',
  args: { existingCount: DEMO_SETTINGS.maxFiles },
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openPanel(canvasElement)

    await expect(panel.banner()).toHaveTextContent(
      'Osiągnięto limit 10 załączników. Usuń któryś z nich, aby dodać nowy.',
    )
    // The drop area is switched off: picking a file adds nothing.
    await panel.addFiles([photoFile('zdjecie-szkody.png')])
    await quietPeriod()
    expect(panel.fileCount()).toBe(0)
    expect(server.requests).toHaveLength(0)
    expect(args.onUploadSuccess).not.toHaveBeenCalled()
  },
}

export const NoToken: Story = {
  name: 'Członek niezalogowany',
  args: { token: null },
  play: async ({ args, canvasElement, uploadServer: server }) => {
    const panel = await openPanel(canvasElement)

    await expect(panel.banner()).toHaveTextContent('Zaloguj się, aby przesyłać pliki.')
    // Files can be looked at, but there is no way to send them.
    await panel.addFiles([photoFile('zdjecie-szkody.png')])
    await panel.findFile('zdjecie-szkody.png')
    await panel.settle()
    expect(panel.queryInStatusBar(/^Prześlij/)).toBeNull()
    await quietPeriod()
    expect(server.requests).toHaveLength(0)
    expectHostHeardNothing(args)
  },
}
