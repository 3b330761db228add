// Each main event is announced exactly once, in Polish, through the panel's one live region.
import { delay, HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { stallUploads } from '../../mocks/stalledUplink'
import { DEFAULT_ENDPOINT } from '../core/config'
import { FAILURE_REPORT_WINDOW_MS, LONGEST_FAILURE_REPORT_WAIT_MS } from '../feedback/failureReport'
import { clickElement } from '../test/clickElement'
import { pdfFile, pngFile } from '../test/files'
import { addFiles, button, clickStatusBar } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { fileErrors, noticeTexts, setUpUploadMock } from '../test/uploadMock'
import { eventually, sleep } from '../test/waits'

const { worker, mock, requests, setup, onCleanup } = setUpUploadMock()

/** Records what the live region says: every text rendered into it, with its politeness. */
function listen(container: HTMLElement) {
  const heard: string[] = []
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        const region = (node.parentElement ?? node) as HTMLElement
        const politeness = region.closest('[aria-live]')?.getAttribute('aria-live')
        if (node.textContent) heard.push(`${politeness}: ${node.textContent}`)
      }
    }
  })
  const region = container.querySelector('.aup-visually-hidden') as HTMLElement
  observer.observe(region, { childList: true, subtree: true, characterData: true })
  onCleanup(() => observer.disconnect())
  return heard
}

describe('announcements', () => {
  it('announces adding, starting and completing once each', async () => {
    worker.use(mock.success())
    const { container } = await setup()
    const heard = listen(container)
    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(heard).toContain('polite: Przesyłanie zakończone. Przesłano 2 pliki.'))
    const withoutProgress = heard.filter((line) => !line.includes('%'))
    expect(withoutProgress).toEqual([
      'polite: Dodano 2 pliki.',
      'polite: Rozpoczęto przesyłanie 2 plików.',
      'polite: Przesyłanie zakończone. Przesłano 2 pliki.',
    ])
    expect(new Set(heard).size).toBe(heard.length)
  })

  it('announces a rejection and a failure once, assertively, with the text shown', async () => {
    worker.use(mock.badRequest('Plik jest uszkodzony.'))
    const { container } = await setup()
    const heard = listen(container)
    await addFiles(container, [new File(['x'], 'a.txt', { type: 'text/plain' })])
    await eventually(() => expect(heard).toContain('assertive: Możesz dodać tylko pliki JPEG, GIF, PNG lub PDF.'))
    await addFiles(container, [pngFile('a.png')])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(fileErrors(container)).toHaveLength(1))
    const assertive = () => heard.filter((line) => line.startsWith('assertive'))
    const expected = ['assertive: Możesz dodać tylko pliki JPEG, GIF, PNG lub PDF.', 'assertive: Plik jest uszkodzony.']
    // A failure is said once the failures of its moment are in (failureReport.ts), then never again.
    await eventually(() => expect(assertive()).toEqual(expected))
    await sleep(FAILURE_REPORT_WINDOW_MS * 2)
    expect(assertive()).toEqual(expected)
    expect(heard).toContain('polite: Dodano plik „a.png”.')
    expect(heard.some((line) => line.includes('Przesyłanie zakończone'))).toBe(false)
  })

  it('announces pause and resume once, not once per file', async () => {
    worker.use(mock.slowSuccess(60_000))
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort')
    onCleanup(() => abort.mockRestore())
    const { container } = await setup()
    const heard = listen(container)
    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(requests).toHaveLength(2))
    await clickStatusBar(container, 'togglePauseResume')
    await eventually(() => expect(heard).toContain('polite: Wstrzymano przesyłanie.'))
    // The member clicks what the status bar shows: wait for it to offer resuming.
    await eventually(() =>
      expect(container.querySelector(markup.statusBarAction('togglePauseResume'))?.getAttribute('aria-label')).toBe(
        'Wznów',
      ),
    )
    // Requests the browser has reported nothing of (a service worker answers here) are aborted a moment later.
    await eventually(() => expect(abort).toHaveBeenCalledTimes(2))
    worker.use(mock.success())
    await clickStatusBar(container, 'togglePauseResume')
    await eventually(() => expect(heard).toContain('polite: Przesyłanie zakończone. Przesłano 2 pliki.'))
    expect(heard.filter((line) => !line.includes('%'))).toEqual([
      'polite: Dodano 2 pliki.',
      'polite: Rozpoczęto przesyłanie 2 plików.',
      'polite: Wstrzymano przesyłanie.',
      'polite: Wznowiono przesyłanie.',
      'polite: Przesyłanie zakończone. Przesłano 2 pliki.',
    ])
  })

  it('has exactly one polite and one assertive live region, and no other live or alert element, failed or complete', async () => {
    const liveRegions = (container: HTMLElement) =>
      [...container.querySelectorAll('[aria-live], [role="alert"], [role="status"], [role="log"]')].map(
        (element) => element.className,
      )
    worker.use(mock.badRequest('Błąd.'))
    const { container } = await setup()
    await addFiles(container, [pngFile('a.png')])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(fileErrors(container)).toHaveLength(1))
    expect(liveRegions(container)).toEqual(['aup-live-polite', 'aup-live-assertive'])

    worker.use(mock.success())
    const complete = await setup()
    await addFiles(complete.container, [pngFile('b.png')])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(complete.container.querySelector(`${markup.statusBar}.is-complete`)).not.toBeNull())
    expect(liveRegions(complete.container)).toEqual(['aup-live-polite', 'aup-live-assertive'])
  })

  it('announces a per-file pause and resume with the file name; the resume is not a new start', async () => {
    // Bodies under way (a tenth sent, then a slow uplink): the Dashboard shows per-file buttons
    // only for files whose upload has visibly started, which MSW's requests never report.
    onCleanup(stallUploads((url) => url.endsWith(DEFAULT_ENDPOINT)))
    const { container } = await setup()
    const heard = listen(container)
    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf')])
    await button('Prześlij 2 pliki').click()
    const fileButton = (name: string) =>
      eventually(() => {
        const found = container.querySelector<HTMLElement>(`${markup.fileProgressButton}[aria-label="${name}"]`)
        if (!found) throw new Error(`No file button "${name}"`)
        return found
      })
    await clickElement(await fileButton('Wstrzymaj przesyłanie pliku „a.png”'))
    await eventually(() => expect(heard).toContain('polite: Wstrzymano przesyłanie pliku „a.png”.'))
    await clickElement(await fileButton('Wznów przesyłanie pliku „a.png”'))
    await eventually(() => expect(heard).toContain('polite: Wznowiono przesyłanie pliku „a.png”.'))
    await sleep(200)
    expect(heard.filter((line) => line.includes('Rozpoczęto'))).toEqual(['polite: Rozpoczęto przesyłanie 2 plików.'])
  })

  it('says ten failures of one moment once, summed up, instead of ten interruptions', async () => {
    worker.use(mock.unauthorized())
    const { container } = await setup()
    const heard = listen(container)
    const files = Array.from({ length: 10 }, (_, index) => pdfFile(`dokument-${index + 1}.pdf`))
    await addFiles(container, files)
    await button('Prześlij 10 plików').click()
    await eventually(() => expect(fileErrors(container)).toHaveLength(10))
    const assertive = () => heard.filter((line) => line.startsWith('assertive'))
    await eventually(() => expect(assertive()).not.toEqual([]))
    await sleep(FAILURE_REPORT_WINDOW_MS * 2)
    expect(assertive()).toEqual(['assertive: Nie udało się przesłać 10 plików. Powód jest przy każdym pliku.'])
    expect(noticeTexts(container)).toEqual(['Nie udało się przesłać 10 plików. Powód jest przy każdym pliku.'])
  })

  it('says failures of one run once, however far apart their answers come', async () => {
    // A loaded phone spreads the answers: here each comes 400 ms after the one before, past the window
    // that joins failures by their gaps alone (failureReport.ts).
    const spreadMs = FAILURE_REPORT_WINDOW_MS + 150
    worker.use(
      http.post(`*${DEFAULT_ENDPOINT}`, async ({ request }) => {
        const file = (await request.formData()).get('file')
        const place = Number(/dokument-(\d+)/.exec(file instanceof File ? file.name : '')?.[1] ?? 1)
        await delay((place - 1) * spreadMs)
        return HttpResponse.json({ message: 'Sesja wygasła.' }, { status: 401 })
      }),
    )
    const { container } = await setup()
    const heard = listen(container)
    await addFiles(
      container,
      Array.from({ length: 4 }, (_, index) => pdfFile(`dokument-${index + 1}.pdf`)),
    )
    await button('Prześlij 4 pliki').click()
    await eventually(() => expect(fileErrors(container)).toHaveLength(4), {
      timeout: LONGEST_FAILURE_REPORT_WAIT_MS * 2,
    })
    const assertive = () => heard.filter((line) => line.startsWith('assertive'))
    await eventually(() => expect(assertive()).not.toEqual([]))
    await sleep(FAILURE_REPORT_WINDOW_MS * 2)
    expect(assertive()).toEqual(['assertive: Nie udało się przesłać 4 plików. Powód jest przy każdym pliku.'])
  })

  it('announces no progress after the run has completed', async () => {
    worker.use(mock.success())
    const { container } = await setup()
    const heard = listen(container)
    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf'), pdfFile('c.pdf')])
    await button('Prześlij 3 pliki').click()
    await eventually(() => expect(heard).toContain('polite: Przesyłanie zakończone. Przesłano 3 pliki.'))
    await sleep(800)
    const completedAt = heard.indexOf('polite: Przesyłanie zakończone. Przesłano 3 pliki.')
    expect(heard.slice(completedAt + 1)).toEqual([])
  })
})
