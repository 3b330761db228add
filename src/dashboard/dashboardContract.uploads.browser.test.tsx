// The contract with the installed Dashboard (see ./dashboardContract.browser.test.tsx), while uploading and after failures.
import { describe, expect, it, vi } from 'vitest'
import { pdfFile } from '../test/files'
import { eventually } from '../test/waits'
import { failUploads, holdUploadsHalfway, mountDashboard } from './dashboardContract.testSupport'
import * as markup from './dashboardMarkup'

describe('Dashboard while uploading and after failures', () => {
  it('fileProgressButton, inProgressFileItem, disableStatusBar: an upload in progress marks the file’s row and shows its progress button, and still no status bar of Uppy’s', async () => {
    const { uppy, find, container } = await mountDashboard()
    holdUploadsHalfway(uppy)
    uppy.addFile({ name: 'faktura.pdf', type: 'application/pdf', data: pdfFile('faktura.pdf') })
    void uppy.upload()
    await eventually(() => expect(find(markup.fileProgressButton).getAttribute('aria-label')).toBeTruthy())
    expect(find(markup.inProgressFileItem).contains(find(markup.fileProgressButton))).toBe(true)
    expect(container.querySelector('[class*="uppy-StatusBar"]')).toBeNull()
  })

  it('failedFileItem, fileErrorDetails: a failed file is marked, and its error is the name of its "?" button', async () => {
    const { uppy, find } = await mountDashboard()
    failUploads(uppy, 'Plik jest uszkodzony.')
    uppy.addFile({ name: 'faktura.pdf', type: 'application/pdf', data: pdfFile('faktura.pdf') })
    await uppy.upload()
    await eventually(() => expect(find(markup.failedFileItem)).toBeTruthy())
    expect(find(markup.fileErrorDetails).getAttribute('aria-label')).toBe('Plik jest uszkodzony.')
  })

  it('fileInfo, fileRemoveButton, fileErrorDetails: a failed file has its name and size box and a remove button; its "?" calls alert() (errorDetails.ts stops that click)', async () => {
    const { uppy, find, container } = await mountDashboard()
    failUploads(uppy, 'Plik jest uszkodzony.')
    uppy.addFile({ name: 'faktura.pdf', type: 'application/pdf', data: pdfFile('faktura.pdf') })
    await uppy.upload()
    await eventually(() => expect(find(markup.failedFileItem)).toBeTruthy())
    const item = find(markup.fileItem)
    expect(item.querySelector(markup.fileInfo)?.contains(item.querySelector(markup.fileName))).toBe(true)
    expect(item.querySelector(markup.fileRemoveButton)?.tagName).toBe('BUTTON')
    // A paragraph added to the name and size box survives the Dashboard's next render of the row.
    const added = document.createElement('p')
    item.querySelector(markup.fileInfo)?.append(added)
    uppy.setFileMeta(uppy.getFiles()[0]?.id ?? '', { name: 'faktura-2.pdf' })
    await eventually(() => expect(find(markup.fileName).getAttribute('title')).toBe('faktura-2.pdf'))
    expect(added.isConnected).toBe(true)
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    ;(container.querySelector(markup.fileErrorDetails) as HTMLElement).click()
    expect(alert).toHaveBeenCalledTimes(1)
    alert.mockRestore()
  })

  it('uppyListTitle: the list header has a title of its own, which the panel hides and draws its own over', async () => {
    const { uppy, find } = await mountDashboard()
    failUploads(uppy, 'Plik jest uszkodzony.')
    uppy.addFile({ name: 'faktura.pdf', type: 'application/pdf', data: pdfFile('faktura.pdf') })
    await uppy.upload()
    await eventually(() => expect(find(markup.failedFileItem)).toBeTruthy())
    expect(find(markup.uppyListTitle).closest(markup.listHeader)).not.toBeNull()
  })

  it('containerWidth, mediumSize, mediumWidthPx: the header bar is 40 px tall, 50 px above the medium width (576 px), where the title lies; the plugin state has the width, and the root is marked medium above it', async () => {
    const { uppy, find, container } = await mountDashboard()
    const containerWidth = () => markup.dashboardPluginState(uppy.getState()).containerWidth ?? 0
    uppy.addFile({ name: 'faktura.pdf', type: 'application/pdf', data: pdfFile('faktura.pdf') })
    await eventually(() => expect(find(markup.listHeader).getBoundingClientRect().height).toBe(50))
    expect(markup.mediumWidthPx).toBe(576)
    expect(containerWidth()).toBeGreaterThan(markup.mediumWidthPx)
    expect(find(markup.root).matches(markup.mediumSize)).toBe(true)
    container.style.width = `${markup.mediumWidthPx}px`
    await eventually(() => expect(find(markup.listHeader).getBoundingClientRect().height).toBe(40))
    expect(containerWidth()).toBeLessThanOrEqual(markup.mediumWidthPx)
    expect(find(markup.root).matches(markup.mediumSize)).toBe(false)
  })
})
