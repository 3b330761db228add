// The whole panel: no English anywhere, adding files every way, its layout and motion.
import { describe, expect, it, vi } from 'vitest'
import { releaseHeldRequests } from '../../mocks/handlers'
import { uppyLocale } from '../i18n/uppyLocale'
import { clickElement } from '../test/clickElement'
import { findEnglish } from '../test/englishScan'
import { pdfFile, pngFile } from '../test/files'
import { fileTransfer, pasteFiles } from '../test/pasteFiles'
import { addFiles, button, clickStatusBar } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { UNREACHABLE_KEYS } from '../test/unreachableUppyKeys'
import { fileErrors, listedNames, noticeTexts, setUpUploadMock } from '../test/uploadMock'
import { eventually } from '../test/waits'

const { worker, mock, requests, setup, onCleanup } = setUpUploadMock()

describe('Polish only', () => {
  it('shows no English in any state the member can reach', async () => {
    const leaks: string[] = []
    const scan = (state: string, root: Element, ignore: string[] = []) =>
      leaks.push(...findEnglish(root, ignore).map((leak) => `${state} → ${leak}`))

    worker.use(mock.slowSuccess(60_000))
    const { container } = await setup({ settings: { maxFiles: 4, maxFileSize: 10_000 }, existingCount: 1 })
    scan('empty', container)

    await addFiles(container, [new File(['x'], 'skrypt.exe', { type: 'application/x-msdownload' })])
    await eventually(() => expect(noticeTexts(container)).toHaveLength(1))
    scan('wrong type', container, ['skrypt.exe'])

    await addFiles(container, [pngFile('a.png'), pngFile('b.png'), pngFile('c.png'), pngFile('d.png')])
    await eventually(() => expect(noticeTexts(container)).toHaveLength(2))
    scan('too many', container, ['skrypt.exe'])

    await addFiles(container, [pngFile('zdjecie.png'), pdfFile('faktura.pdf')])
    scan('waiting', container, ['zdjecie.png', 'faktura.pdf'])

    await clickElement(container.querySelector(markup.fileEditButton))
    await eventually(() => expect(container.querySelector(markup.fileCard)).not.toBeNull())
    scan('file card', container, ['zdjecie.png', 'faktura.pdf'])
    await clickElement(container.querySelector(`${markup.fileCard} ${markup.fileCardCancel}`))
    await eventually(() => expect(container.querySelector(markup.fileCard)).toBeNull())

    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(requests).toHaveLength(2))
    // During a run the Dashboard redraws in a later task: the uploading view is the one with the pause button.
    await eventually(() => expect(container.querySelector(markup.statusBarAction('togglePauseResume'))).not.toBeNull())
    scan('uploading', container, ['zdjecie.png', 'faktura.pdf'])

    await clickStatusBar(container, 'togglePauseResume')
    await eventually(() => expect(container.querySelector(markup.statusBar)?.textContent).toContain('Wstrzymano'))
    scan('paused', container, ['zdjecie.png', 'faktura.pdf'])

    releaseHeldRequests()
    worker.use(mock.networkError())
    await clickStatusBar(container, 'togglePauseResume')
    await eventually(() => expect(fileErrors(container)).toHaveLength(2), { timeout: 8_000 })
    scan('network error', container, ['zdjecie.png', 'faktura.pdf'])

    worker.use(mock.success())
    await clickStatusBar(container, 'retry')
    await eventually(() =>
      expect(container.querySelector(markup.statusBar)?.textContent).toContain('Przesyłanie zakończone'),
    )
    scan('complete', container, ['zdjecie.png', 'faktura.pdf'])

    expect(leaks).toEqual([])
  })

  it('shows no English without a token or with unusable settings', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    onCleanup(() => consoleError.mockRestore())
    const withoutToken = await setup({ token: '' })
    await addFiles(withoutToken.container, [pngFile()])
    const broken = await setup({ settings: { maxFiles: 0, maxFileSize: 0 } })
    expect([...findEnglish(withoutToken.container, ['zdjecie.png']), ...findEnglish(broken.container)]).toEqual([])
  })
})

describe('adding files', () => {
  it('accepts files dropped on the drop area', async () => {
    const { container } = await setup({})
    const dropArea = container.querySelector(markup.root) as HTMLElement
    const dataTransfer = fileTransfer([pngFile('upuszczone.png')])
    dropArea.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }))
    dropArea.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }))
    await eventually(() => expect(listedNames(container)).toEqual(['upuszczone.png']))
  })

  it('accepts files pasted while focus is in the panel', async () => {
    const { container } = await setup({})
    const browse = container.querySelector<HTMLElement>(markup.browseButton)
    browse?.focus()
    expect(container.contains(document.activeElement)).toBe(true)
    pasteFiles(document.activeElement as Element, [pdfFile('wklejony.pdf')])
    await eventually(() => expect(listedNames(container)).toEqual(['wklejony.pdf']))
  })

  it('sends every file at once, with no concurrency limit', async () => {
    worker.use(mock.slowSuccess(60_000))
    const { container } = await setup({})
    const files = Array.from({ length: 8 }, (_, index) => pngFile(`zdjecie-${index}.png`, index))
    await addFiles(container, files)
    await button('Prześlij 8 plików').click()
    // Uppy's default limit is 5; all 8 reach the server while none has been answered.
    await eventually(() => expect(requests).toHaveLength(8))
  })
})

describe('layout', () => {
  it('keeps the dashboard area at most 500 px high, even when asked for more', async () => {
    const { container } = await setup({ height: 900 })
    await addFiles(
      container,
      Array.from({ length: 12 }, (_, index) => pngFile(`zdjecie-${index}.png`, index)),
    )
    const inner = container.querySelector(markup.inner) as HTMLElement
    expect(inner.getBoundingClientRect().height).toBeLessThanOrEqual(500)
    expect(container.querySelector(`${markup.note}, ${markup.addFilesArea}`)).not.toBeNull()
  })

  it('carries the note "Tylko zdjęcia i PDF." and offers no remote sources', async () => {
    const { container } = await setup()
    expect(container.querySelector(markup.note)?.textContent).toBe('Tylko zdjęcia i PDF.')
    expect(container.querySelector('[role="tab"]')).toBeNull()
  })

  // What lets the locale leave Uppy's folder and window texts as its Polish pack has them (DASHBOARD_OPTIONS).
  it('is inline and picks files, never folders: no window title, no folder texts', async () => {
    const { container } = await setup()
    expect(container.querySelector(`${markup.modalDashboard}, [role="dialog"]`)).toBeNull()
    // One browse button, for files (Uppy keeps a hidden folder input that no button opens).
    expect([...container.querySelectorAll(markup.browseButton)].map((button) => button.textContent)).toEqual([
      'wybierz pliki z urządzenia',
    ])
    for (const key of [...UNREACHABLE_KEYS.folders, ...UNREACHABLE_KEYS.modal]) {
      const text = String(uppyLocale.strings[key]).split('%{')[0] ?? ''
      expect(container.textContent, key).not.toContain(text)
    }
  })
})

describe('motion', () => {
  // Each endless animation makes the browser draw 60 frames a second for the whole upload: measured
  // at about 65 ms of CPU per second in headless Chromium, a sixth of a 40-file upload's CPU.
  it('animates nothing endlessly while files are sent (the bar shows the progress)', async () => {
    worker.use(mock.slowSuccess(60_000))
    const { container } = await setup({})
    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(requests).toHaveLength(2))
    await eventually(() => expect(container.querySelector(`${markup.statusBar}.is-uploading`)).not.toBeNull())
    const endless = container
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY)
    expect(endless.map((animation) => (animation as CSSAnimation).animationName ?? 'script animation')).toEqual([])
  })
})
