// Pause and resume as the member meets them in the whole panel: the rows' own pause from the start of their sending,
// the bar's pause that aborts what is in flight, and the resend on resume.
import { describe, expect, it, vi } from 'vitest'
import { releaseHeldRequests } from '../../mocks/handlers'
import { pdfFile, pngFile } from '../test/files'
import { addFiles, button, clickStatusBar } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { fileErrors, setUpUploadMock } from '../test/uploadMock'
import { eventually } from '../test/waits'

const { worker, mock, requests, setup, onCleanup } = setUpUploadMock()

describe('pause and resume', () => {
  it('offers each row its own pause as soon as its file is being sent, before any progress is reported', async () => {
    // Answered by MSW's Service Worker, the requests report no upload progress at all (docs/engines.md).
    worker.use(mock.slowSuccess(60_000))
    const { container } = await setup()
    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(requests).toHaveLength(2))
    await eventually(() =>
      expect(
        [...container.querySelectorAll(markup.fileProgressButton)].map((element) => element.getAttribute('aria-label')),
      ).toEqual(['Wstrzymaj przesyłanie pliku „a.png”', 'Wstrzymaj przesyłanie pliku „b.pdf”']),
    )
    // Its ring at 0 %, and no more the waiting file's "Edytuj" beside it.
    expect(container.querySelectorAll(`${markup.fileProgress} ${markup.fileProgressCircle}`)).toHaveLength(2)
    expect(container.querySelectorAll(markup.fileEditButton)).toHaveLength(0)
  })

  it('aborts the requests in flight on pause, shows them paused, and sends them again on resume', async () => {
    worker.use(mock.slowSuccess(60_000))
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort')
    onCleanup(() => abort.mockRestore())
    const onUploadSuccess = vi.fn()
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ onUploadSuccess, onCompleteSuccess })
    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(requests).toHaveLength(2))

    await clickStatusBar(container, 'togglePauseResume')
    await eventually(() => expect(abort).toHaveBeenCalledTimes(2))
    await eventually(() =>
      expect(container.querySelector(markup.statusBarAction('togglePauseResume'))?.getAttribute('aria-label')).toBe(
        'Wznów',
      ),
    )
    expect(container.querySelector(markup.statusBar)?.textContent).toContain('Wstrzymano')
    // The file names are put into the buttons' names before the next frame is painted.
    await eventually(() =>
      expect(
        [...container.querySelectorAll(markup.fileProgressButton)].map((element) => element.getAttribute('aria-label')),
      ).toEqual(['Wznów przesyłanie pliku „a.png”', 'Wznów przesyłanie pliku „b.pdf”']),
    )
    expect(fileErrors(container)).toEqual([])
    expect(onUploadSuccess).not.toHaveBeenCalled()

    releaseHeldRequests()
    worker.use(mock.success())
    await clickStatusBar(container, 'togglePauseResume')
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(requests).toHaveLength(4)
    expect(onUploadSuccess).toHaveBeenCalledTimes(2)
  })
})
