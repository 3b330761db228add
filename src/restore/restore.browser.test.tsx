/**
 * The restore store in the component, in development React's StrictMode (which mounts, unmounts and
 * mounts again): files come back once, and the store's code loads only with a key.
 */
import { describe, expect, it } from 'vitest'
import * as markup from '../dashboard/dashboardMarkup'
import { pdfFile, pngFile } from '../test/files'
import { addFiles } from '../test/renderPanel'
import { eventually, listedNames, noticeTexts, setUpUploadMock, sleep } from '../test/uploadMock'
import * as restoreMessages from './restoreMessages'
import { clearRestoredFiles } from './useRestoredFiles'

const { requests, setup } = setUpUploadMock()

const restoreKey = 'browser-test-member'

describe('restoring files in StrictMode', () => {
  it('brings files back once after a remount with the same key, and sends nothing', async () => {
    await clearRestoredFiles()
    const first = await setup({ restoreKey })
    await addFiles(first.container, [pngFile('zdjecie.png'), pdfFile('umowa.pdf')])
    // The store writes in the background; a remount before it has written would find nothing.
    await sleep(500)
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
})
