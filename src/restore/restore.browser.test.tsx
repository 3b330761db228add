/**
 * The restore store in the component, in development React's StrictMode (which mounts, unmounts and
 * mounts again): files come back once, and the store's code loads only with a key.
 */
import { describe, expect, it } from 'vitest'
import { pdfFile, pngFile } from '../test/files'
import { addFiles, button } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { listedNames, noticeTexts, setUpUploadMock } from '../test/uploadMock'
import { eventually, sleep } from '../test/waits'
import * as restoreMessages from './restoreMessages'
import { keepFile, type RestoreRecord, readFiles } from './restoreStore'
import { clearRestoredFiles } from './useRestoredFiles'

const { worker, mock, requests, setup } = setUpUploadMock()

const restoreKey = 'browser-test-member'

describe('restoring files in StrictMode', () => {
  it('brings files back once after a remount with the same key, and sends nothing', async () => {
    await clearRestoredFiles()
    const first = await setup({ restoreKey })
    await addFiles(first.container, [pngFile('zdjecie.png'), pdfFile('umowa.pdf')])
    // The store writes in the background; a remount before it has written would find nothing.
    await eventually(async () => expect(await readFiles(restoreKey, Date.now())).toHaveLength(2))
    first.unmount()

    const second = await setup({ restoreKey })
    await eventually(() => expect(listedNames(second.container)).toEqual(['zdjecie.png', 'umowa.pdf']))
    await sleep(500)
    expect(second.container.querySelectorAll(markup.fileItem)).toHaveLength(2)
    expect(noticeTexts(second.container)).toEqual([restoreMessages.filesRestored(2, 0)])
    expect(requests).toHaveLength(0)
    await clearRestoredFiles(restoreKey)
  })

  it('stores nothing and restores nothing without a key', async () => {
    await clearRestoredFiles()
    const first = await setup({})
    await addFiles(first.container, [pngFile('zdjecie.png')])
    await sleep(300)
    first.unmount()
    const second = await setup({ restoreKey })
    await sleep(500)
    expect(listedNames(second.container)).toEqual([])
  })

  it('sends the files waiting beside one that was on its way, and leaves that one to its own button', async () => {
    await clearRestoredFiles()
    const kept: Array<[File, RestoreRecord['state']]> = [
      [pngFile('zdjecie.png'), 'chosen'],
      [pdfFile('umowa.pdf'), 'sending'],
      [pdfFile('faktura.pdf'), 'chosen'],
    ]
    for (const [index, [file, state]] of kept.entries()) {
      const { name, type, size, lastModified } = file
      const at = Date.now() + index
      await keepFile(
        {
          restoreKey,
          clientKey: `kept-${index}`,
          name,
          originalName: name,
          type,
          size,
          lastModified,
          state,
          addedAt: at,
          expiresAt: at + 60_000,
        },
        await file.arrayBuffer(),
      )
    }
    worker.use(mock.success())
    const { container } = await setup({ restoreKey })
    await eventually(() => expect(listedNames(container)).toEqual(['zdjecie.png', 'umowa.pdf', 'faktura.pdf']))

    // Before, nothing offered to send the two others until that one was sent or removed.
    await button('Prześlij 2 pliki').click()
    await eventually(() =>
      expect(requests.flatMap((request) => request.files.map((part) => part.name)).sort()).toEqual([
        'faktura.pdf',
        'zdjecie.png',
      ]),
    )
    await sleep(300)
    expect(requests).toHaveLength(2)
    expect(container.querySelector(`${markup.failedFileItem} ${markup.failureReason}`)?.textContent).toBe(
      restoreMessages.sentWhenPageClosed,
    )
    await clearRestoredFiles(restoreKey)
  })
})
