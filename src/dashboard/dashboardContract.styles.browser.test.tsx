// The contract with the installed Dashboard (see ./dashboardContract.browser.test.tsx): the parts of Uppy's markup
// that only the panel's stylesheets name (../styles.css, ./a11y.css, ./list.css, ./failureReasons.css).
import { describe, expect, it } from 'vitest'
import { pdfFile, pngFile } from '../test/files'
import { fileTransfer } from '../test/pasteFiles'
import { eventually } from '../test/waits'
import { holdUploadsHalfway, mountDashboard } from './dashboardContract.testSupport'
import * as markup from './dashboardMarkup'

/** Files dragged over (or away from) `target`, as the browser tells it (the DataTransfer attached, as on a paste). */
function drag(target: EventTarget, type: 'dragover' | 'dragleave') {
  const event = new Event(type, { bubbles: true, cancelable: true })
  Object.defineProperty(event, 'dataTransfer', { value: fileTransfer([pdfFile('umowa.pdf')]) })
  target.dispatchEvent(event)
}

describe('Dashboard markup the panel’s stylesheets name', () => {
  it('themeAttribute: the root carries the theme it is given, light or dark', async () => {
    const { uppy, find } = await mountDashboard()
    expect(find(markup.root).getAttribute(markup.themeAttribute)).toBe('light')
    uppy.getPlugin(markup.pluginId)?.setOptions({ theme: 'dark' })
    await eventually(() => expect(find(markup.root).getAttribute(markup.themeAttribute)).toBe('dark'))
  })

  it('draggingOver, dropHint: files dragged over the root mark it until they leave; the drop hint is always there', async () => {
    const { find } = await mountDashboard()
    expect(find(markup.root).querySelector(markup.dropHint)).not.toBeNull()
    expect(find(markup.root).matches(markup.draggingOver)).toBe(false)
    drag(find(markup.root), 'dragover')
    await eventually(() => expect(find(markup.root).matches(markup.draggingOver)).toBe(true))
    drag(find(markup.root), 'dragleave')
    await eventually(() => expect(find(markup.root).matches(markup.draggingOver)).toBe(false))
    expect(find(markup.root).querySelector(markup.dropHint)).not.toBeNull()
  })

  it('innerWrap: the only child of the inner box, inside its border, holding the list and the panels over it', async () => {
    const { uppy, find } = await mountDashboard()
    uppy.addFile({ name: 'faktura.pdf', type: 'application/pdf', data: pdfFile('faktura.pdf') })
    const wrap = await eventually(() => {
      const found = find(markup.inner).querySelector(`:scope > ${markup.innerWrap}`)
      expect(found?.querySelector(markup.fileList)).toBeTruthy()
      return found as HTMLElement
    })
    expect(find(markup.inner).children).toHaveLength(1)
    expect(wrap.getBoundingClientRect().height).toBeLessThan(find(markup.inner).getBoundingClientRect().height)
  })

  it('buttonReset: Uppy’s buttons carry its reset, which takes their focus outline away', async () => {
    const { find } = await mountDashboard()
    const browse = find(markup.browseButton)
    expect(browse.matches(markup.buttonReset)).toBe(true)
    browse.focus()
    expect(getComputedStyle(browse).outlineStyle).toBe('none')
  })

  it('addFilesTitle: the drop area’s invitation holds the browse button', async () => {
    const { find } = await mountDashboard()
    expect(
      find(markup.addFilesArea).querySelector(markup.addFilesTitle)?.querySelector(markup.browseButton),
    ).not.toBeNull()
  })

  it('sentFileItem, fileProgressButton: a sent file is marked, and its progress button holds a circle Uppy fills green', async () => {
    const { uppy, find } = await mountDashboard()
    uppy.addUploader(async (fileIds) => {
      for (const file of uppy.getFilesByIds(fileIds)) {
        uppy.emit('upload-start', [file])
        uppy.emit('upload-success', file, { status: 200, body: {}, uploadURL: undefined })
      }
    })
    uppy.addFile({ name: 'faktura.pdf', type: 'application/pdf', data: pdfFile('faktura.pdf') })
    await uppy.upload()
    const circle = await eventually(() => {
      const found = find(markup.sentFileItem).querySelector(`${markup.fileProgressButton} circle`)
      expect(found).not.toBeNull()
      return found as SVGCircleElement
    })
    expect(circle.getAttribute('fill')).toBe('#1bb240')
  })

  it('fileIdOfItem, fileItemSelector, fileInfoAndButtons, fileStatus: a row holds its name and size box, whose status line has the size', async () => {
    const { uppy, find, container } = await mountDashboard()
    const fileId = uppy.addFile({ name: 'zdjecie.png', type: 'image/png', data: pngFile('zdjecie.png') })
    await eventually(() => expect(container.querySelector(markup.fileItem)).not.toBeNull())
    const item = find(markup.fileItem)
    expect(markup.fileIdOfItem(item)).toBe(fileId)
    expect(container.querySelector(markup.fileItemSelector(fileId))).toBe(item)
    expect(item.querySelector(markup.fileInfoAndButtons)?.contains(item.querySelector(markup.fileInfo))).toBe(true)
    const status = item.querySelector(markup.fileStatus)
    expect(status?.querySelector(markup.fileSize)).not.toBeNull()
  })

  it('filePreviewImage: a file with a preview shows it as an image in its row', async () => {
    const { uppy, find, container } = await mountDashboard()
    const fileId = uppy.addFile({ name: 'zdjecie.png', type: 'image/png', data: pngFile('zdjecie.png') })
    await eventually(() => expect(container.querySelector(markup.fileItem)).not.toBeNull())
    expect(container.querySelector(markup.filePreviewImage)).toBeNull()
    uppy.setFileState(fileId, { preview: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' })
    await eventually(() => expect(find(markup.fileItem).querySelector(markup.filePreviewImage)?.tagName).toBe('IMG'))
  })

  it('fileProgress, fileProgressCircle, filePreview: a file being sent has its progress box over its preview, with a circle Uppy eases; once it failed, its retry is there', async () => {
    const { uppy, find } = await mountDashboard()
    holdUploadsHalfway(uppy)
    const fileId = uppy.addFile({ name: 'faktura.pdf', type: 'application/pdf', data: pdfFile('faktura.pdf') })
    void uppy.upload()
    const pause = await eventually(() => find(`${markup.fileProgress} ${markup.fileProgressButton}`))
    const ring = pause.querySelector(markup.fileProgressCircle)
    expect(ring).not.toBeNull()
    expect(pause.closest(markup.filePreview)).not.toBeNull()
    expect(ring && getComputedStyle(ring).transitionDuration).not.toBe('0s')
    const pauseLabel = pause.getAttribute('aria-label')

    uppy.emit('upload-error', uppy.getFile(fileId), new Error('Plik jest uszkodzony.'))
    await eventually(() => expect(find(markup.failedFileItem)).toBeTruthy())
    const retry = find(markup.fileProgress).querySelector(markup.fileProgressButton)
    expect(retry?.getAttribute('aria-label')).toBeTruthy()
    expect(retry?.getAttribute('aria-label')).not.toBe(pauseLabel)
  })
})
