// Reliability, round two (docs/reliability.md, cases 43–46): the panel's own states after
// real member and host actions, in Chromium with real Uppy and MSW.
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server, userEvent } from 'vitest/browser'
import * as messages from '../i18n/messages'
import { clickElement } from '../test/clickElement'
import { DEMO_SETTINGS } from '../test/demo'
import { bombPng, pdfFile, pngFile } from '../test/files'
import { queryBanner, queryFileItem, queryStatusBar } from '../test/panelQueries'
import { addFiles, button } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { fileErrors, listedNames, noticeTexts, setUpUploadMock } from '../test/uploadMock'
import { eventually, sleep } from '../test/waits'

const { worker, mock, requests, setup } = setUpUploadMock()

/** Refuses every request for the file named `name` with a 400; other requests fall through. */
const refuse = (name: string, message: string) =>
  http.post('*/api/member/v1/attachments/upload', async ({ request }) => {
    const file = (await request.clone().formData()).get('file')
    if (!(file instanceof File) || file.name !== name) return undefined
    return HttpResponse.json({ message }, { status: 400 })
  })

describe('after a failed run', () => {
  it('43. removing the failed file leaves a clean panel: the next file uploads with one press, nothing reported twice', async () => {
    const onCompleteSuccess = vi.fn()
    const onUploadSuccess = vi.fn()
    worker.use(refuse('uszkodzony.pdf', 'Plik jest uszkodzony.'), mock.success())
    const { container } = await setup({ onCompleteSuccess, onUploadSuccess })
    await addFiles(container, [pngFile('dobre.png'), pdfFile('uszkodzony.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(fileErrors(container)).toEqual(['Plik jest uszkodzony.']))
    expect(onCompleteSuccess).not.toHaveBeenCalled()

    await clickElement(container.querySelector(`${markup.failedFileItem} [aria-label^="Usuń plik"]`))
    await eventually(() => expect(listedNames(container)).toEqual(['dobre.png']))
    // The set that is left all succeeded: reported now, once.
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(onCompleteSuccess.mock.calls[0]?.[0].successful.map(({ file }: { file: File }) => file.name)).toEqual([
      'dobre.png',
    ])
    expect(queryStatusBar(container)?.classList.contains('is-error') ?? false).toBe(false)

    await addFiles(container, [pdfFile('nowy.pdf')])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(2))
    expect(onCompleteSuccess.mock.calls[1]?.[0].successful.map(({ file }: { file: File }) => file.name)).toEqual([
      'nowy.pdf',
    ])
    expect(onUploadSuccess).toHaveBeenCalledTimes(2)
  })
})

describe('the file card', () => {
  it('44. refuses a blank file name with a Polish message and keeps the name the file had', async () => {
    worker.use(mock.success())
    const { container } = await setup()
    await addFiles(container, [pdfFile('umowa.pdf')])
    await clickElement(container.querySelector(markup.fileEditButton))
    const input = await eventually(() => {
      const field = container.querySelector<HTMLInputElement>(`${markup.fileCard} input[type="text"]`)
      if (!field) throw new Error('No name field in the file card')
      return field
    })
    await userEvent.clear(input)
    await userEvent.type(input, '   ')
    await clickElement(container.querySelector(`${markup.fileCard} button[type="submit"]`))
    expect(input.validity.valid).toBe(false)
    expect(input.validationMessage).toBe(messages.fileNameRequired)
    expect(container.querySelector(markup.fileCard)).not.toBeNull()

    await userEvent.clear(input)
    await userEvent.type(input, 'umowa-najmu.pdf')
    await clickElement(container.querySelector(`${markup.fileCard} button[type="submit"]`))
    await eventually(() => expect(listedNames(container)).toEqual(['umowa-najmu.pdf']))
  })
})

describe('host settings', () => {
  it('45. settings still loading: a neutral waiting state, no console error; files are accepted once they arrive', async () => {
    const consoleError = vi.spyOn(console, 'error')
    try {
      worker.use(mock.success())
      const panel = await setup({ settings: undefined })
      expect(queryBanner(panel.container)?.textContent).toBe(messages.settingsLoading)
      expect(panel.container.querySelector(markup.root)?.getAttribute('aria-disabled')).toBe('true')
      await panel.rerender({ settings: DEMO_SETTINGS })
      await eventually(() => expect(queryBanner(panel.container)).toBeNull())
      await addFiles(panel.container, [pdfFile('umowa.pdf')])
      await eventually(() => expect(listedNames(panel.container)).toEqual(['umowa.pdf']))
      expect(consoleError).not.toHaveBeenCalled()
    } finally {
      consoleError.mockRestore()
    }
  })

  it('46. places that shrank below the files listed: upload says how many to remove and sends nothing', async () => {
    worker.use(mock.success())
    const panel = await setup({ settings: { maxFiles: 5, maxFileSize: DEMO_SETTINGS.maxFileSize }, existingCount: 1 })
    await addFiles(panel.container, [pngFile('a.png'), pdfFile('b.pdf'), pdfFile('c.pdf')])
    await eventually(() => expect(listedNames(panel.container)).toHaveLength(3))
    // Meanwhile the member added attachments elsewhere: 2 places left for 3 files.
    await panel.rerender({ existingCount: 3 })
    await button('Prześlij 3 pliki').click()
    await eventually(() => expect(noticeTexts(panel.container)).toEqual([messages.tooManyToSend(2, 1)]))
    expect(messages.tooManyToSend(2, 1)).toBe(
      'Możesz przesłać jeszcze 2 pliki. Usuń z listy 1 plik, aby przesłać pozostałe.',
    )
    await sleep(300)
    expect(requests).toHaveLength(0)
  })
})

describe('previews', () => {
  // Firefox never runs a module worker whose script MSW's service worker passed through (mswjs/msw#2654);
  // e2e/engines/previews.test.ts checks the bound and the worker in all three engines over a real server.
  it.skipIf(server.browser === 'firefox')(
    '47. a 355 KB PNG declaring 20 000 × 6 000 px is never decoded for a preview; an ordinary photo is',
    async () => {
      const createObjectUrl = vi.spyOn(URL, 'createObjectURL')
      try {
        const bomb = bombPng()
        const photo = pngFile('zwykle.png')
        const { container } = await setup()
        await addFiles(container, [bomb, photo])
        const preview = (name: string) => queryFileItem(container, name)?.querySelector(markup.filePreviewImage)
        await eventually(() => expect(preview('zwykle.png')).toBeTruthy())
        await sleep(500)
        expect(preview('bomba.png')).toBeFalsy()
        // Drawn in the preview worker (src/thumbnails/previews.browser.test.tsx): the page opened no file itself.
        expect(createObjectUrl.mock.calls.filter(([blob]) => blob instanceof File)).toEqual([])
        expect(listedNames(container)).toEqual(['bomba.png', 'zwykle.png'])
      } finally {
        createObjectUrl.mockRestore()
      }
    },
  )
})

describe('focus and error details', () => {
  it('48. the "?" beside a failed file shows its reason in the panel, naming the file, instead of an alert()', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    try {
      worker.use(mock.badRequest('Plik jest uszkodzony.'))
      const { container } = await setup()
      await addFiles(container, [pdfFile('umowa.pdf')])
      await button('Prześlij 1 plik').click()
      await eventually(() => expect(fileErrors(container)).toEqual(['Plik jest uszkodzony.']))
      await clickElement(container.querySelector(markup.fileErrorDetails))
      await eventually(() => expect(noticeTexts(container)).toContain('„umowa.pdf”: Plik jest uszkodzony.'))
      expect(alert).not.toHaveBeenCalled()
    } finally {
      alert.mockRestore()
    }
  })

  it('49. an upload started from the keyboard that fails leaves focus in the panel, on "Ponów"', async () => {
    worker.use(mock.unauthorized())
    const { container } = await setup()
    await addFiles(container, [pdfFile('umowa.pdf')])
    const upload = await eventually(() => {
      const found = container.querySelector<HTMLElement>(markup.uploadButton)
      if (!found?.checkVisibility()) throw new Error('No upload button yet')
      return found
    })
    upload.focus()
    await userEvent.keyboard('{Enter}')
    await eventually(() => expect(fileErrors(container)).toHaveLength(1))
    await eventually(() => expect(document.activeElement?.textContent).toBe('Ponów'))
    expect(container.contains(document.activeElement)).toBe(true)
  })
})
