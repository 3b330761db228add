/**
 * The contract between the panel's Dashboard adapter and the installed Uppy
 * Dashboard. Each test names one assumption the adapter (or a test) makes about
 * the Dashboard's markup or behaviour, checked against a bare Uppy + Dashboard
 * with none of the panel's code. After an Uppy upgrade, a failure here names the
 * assumption to revisit in `src/dashboard/`.
 */
import '@uppy/core/css/style.min.css'
import '@uppy/dashboard/css/style.min.css'
import { Uppy } from '@uppy/core'
import Dashboard from '@uppy/react/dashboard'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import { pdfFile, pngFile } from '../test/files'
import * as markup from './dashboardMarkup'
import { fileItemSelector } from './dashboardMarkup'

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const eventually = <T,>(assertion: () => T) => vi.waitFor(assertion, { timeout: 5_000, interval: 20 })

/** A bare Uppy with the Dashboard options the panel uses, mounted inline. */
async function mountDashboard(id?: string) {
  const uppy = new Uppy({ id: `contract-${cleanups.length}`, autoProceed: false })
  const container = document.createElement('div')
  container.style.width = '700px'
  document.body.append(container)
  const root = createRoot(container)
  root.render(
    <Dashboard
      {...(id ? { id } : {})}
      uppy={uppy}
      width="100%"
      height={500}
      note="Tylko zdjęcia i PDF."
      metaFields={[{ id: 'name', name: 'Nazwa pliku' }]}
      proudlyDisplayPoweredByUppy={false}
      disableInformer
      disableStatusBar
      disableThumbnailGenerator
      fileManagerSelectionType="files"
    />,
  )
  cleanups.push(() => {
    root.unmount()
    uppy.destroy()
    container.remove()
  })
  await eventually(() => expect(container.querySelector(markup.shown)).not.toBeNull())
  const find = (selector: string) => {
    const element = container.querySelector<HTMLElement>(selector)
    if (!element) throw new Error(`No element matches ${selector}`)
    return element
  }
  return { uppy, container, find }
}

type Mounted = Awaited<ReturnType<typeof mountDashboard>>

/** An uploader that reports the files half sent and holds them there (no network involved). */
function holdUploadsHalfway(uppy: Mounted['uppy']) {
  uppy.setState({ capabilities: { ...uppy.getState().capabilities, resumableUploads: true } })
  uppy.addUploader(async (fileIds) => {
    const files = fileIds.map((id) => uppy.getFile(id))
    uppy.emit('upload-start', files)
    for (const file of files) {
      const total = file.size ?? 0
      uppy.emit('upload-progress', file, { uploadStarted: Date.now(), bytesUploaded: total / 2, bytesTotal: total })
    }
    await new Promise(() => {})
  })
}

/** An uploader that starts every file, as the XHR uploader does, then fails it with `message`. */
function failUploads(uppy: Mounted['uppy'], message: string) {
  uppy.addUploader(async (fileIds) => {
    uppy.emit('upload-start', uppy.getFilesByIds(fileIds))
    for (const id of fileIds) uppy.emit('upload-error', uppy.getFile(id), new Error(message))
  })
}

describe('Dashboard with nothing added', () => {
  it('root: the root matches `root`, is named by aria-label without a role, and carries data-uppy-theme', async () => {
    const { find } = await mountDashboard()
    const root = find(markup.root)
    expect(root.getAttribute('aria-label')).toBeTruthy()
    expect(root.hasAttribute('role')).toBe(false)
    expect(root.getAttribute('data-uppy-theme')).toBe('light')
  })

  it('shown: the root gets the `shown` class once it has measured its container', async () => {
    const { find } = await mountDashboard()
    expect(find(markup.root).matches(markup.shown)).toBe(true)
  })

  it('inner, addFilesArea, note, browseButton, fileInput: the drop area has its box, invitation, note, browse button and file input', async () => {
    const { find } = await mountDashboard()
    expect(find(markup.inner)).toBeTruthy()
    expect(find(markup.addFilesArea).contains(find(markup.browseButton))).toBe(true)
    expect(find(markup.note).textContent).toBe('Tylko zdjęcia i PDF.')
    expect((find(markup.fileInput) as HTMLInputElement).multiple).toBe(true)
  })

  it('sourceList: without remote sources the source list is still a tablist with no tab, and no sourceTab is rendered', async () => {
    const { container, find } = await mountDashboard()
    expect(find(markup.sourceList).querySelector('[role="tab"]')).toBeNull()
    expect(container.querySelector(markup.sourceTab)).toBeNull()
  })

  it('fileInput: choosing files in the file input adds them', async () => {
    const { uppy, find } = await mountDashboard()
    await userEvent.upload(find(markup.fileInput), [pngFile('a.png')])
    await eventually(() => expect(uppy.getFiles()).toHaveLength(1))
  })
})

describe('Dashboard redraws', () => {
  it('pluginId, update: the Dashboard plugin takes the id it is given and redraws only through its update(state), which Uppy calls after each change', async () => {
    const { uppy, container } = await mountDashboard(markup.pluginId)
    const plugin = uppy.getPlugin(markup.pluginId) as unknown as { update(state: unknown): void }
    const own = plugin.update
    const held: unknown[] = []
    plugin.update = (state) => {
      held.push(state)
    }
    uppy.addFile({ name: 'a.png', type: 'image/png', data: pngFile('a.png') })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(held.length).toBeGreaterThan(0)
    expect(container.querySelector(markup.fileItem)).toBeNull()

    own.call(plugin, held.at(-1))
    await eventually(() => expect(container.querySelector(markup.fileItem)).not.toBeNull())
  })
})

describe('Dashboard with files listed', () => {
  async function withFiles(...names: string[]) {
    const mounted = await mountDashboard()
    for (const name of names) {
      const file = name.endsWith('.pdf') ? pdfFile(name) : pngFile(name, 3_000)
      mounted.uppy.addFile({ name, type: file.type, data: file })
    }
    await eventually(() => expect(mounted.container.querySelectorAll(markup.fileItem)).toHaveLength(names.length))
    return mounted
  }

  it('fileList: with exactly one file the list has no role, while its item is a listitem', async () => {
    const { find } = await withFiles('zdjecie.png')
    expect(find(markup.fileList).hasAttribute('role')).toBe(false)
    expect(find(markup.fileItem).getAttribute('role')).toBe('listitem')
  })

  it('fileList: with two files the list is role=list', async () => {
    const { find } = await withFiles('zdjecie.png', 'faktura.pdf')
    expect(find(markup.fileList).getAttribute('role')).toBe('list')
  })

  it('fileItem: each entry has the id uppy_<file id>', async () => {
    const { uppy, container } = await withFiles('zdjecie.png')
    const [file] = uppy.getFiles()
    expect(container.querySelector(fileItemSelector(file?.id ?? ''))?.matches(markup.fileItem)).toBe(true)
  })

  it('fileName: the name element keeps the full name in title while the text is shortened', async () => {
    const long = `${'Sprawozdanie z oględzin pojazdu '.repeat(3)}.pdf`
    const { find } = await withFiles(long)
    expect(find(markup.fileName).getAttribute('title')).toBe(long)
    expect(find(markup.fileName).textContent).not.toBe(long)
  })

  it('fileSize: sizes are written the English way ("2.9 KB") in their own text node', async () => {
    const { find } = await withFiles('zdjecie.png')
    expect(find(markup.fileSize).textContent).toMatch(/^\d+\.\d KB$/)
  })

  it('fileSize: a rewritten size text node stays rewritten when the Dashboard re-renders with the same value', async () => {
    const { uppy, find } = await withFiles('zdjecie.png')
    const walker = document.createTreeWalker(find(markup.fileSize), NodeFilter.SHOW_TEXT)
    const text = walker.nextNode() as Text
    text.data = text.data.replace('.', ',')
    const rewritten = text.data
    uppy.setState({ meta: { ...uppy.getState().meta, unrelated: 'x' } })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(find(markup.fileSize).textContent).toBe(rewritten)
  })

  it('addMore, disableStatusBar: with files waiting there is an add-more button, and no status bar of Uppy’s (the panel draws its own)', async () => {
    const { find, container } = await withFiles('zdjecie.png')
    expect(find(markup.addMore).tagName).toBe('BUTTON')
    expect(container.querySelector('[class*="uppy-StatusBar"]')).toBeNull()
  })

  it('fileEditButton, fileCard, fileCardHeading, fileCardCancel, listHeader: the edit button opens the file card, which has a heading and a cancel button that closes it', async () => {
    const { uppy, container, find } = await withFiles('zdjecie.png')
    const started = vi.fn()
    const completed = vi.fn()
    uppy.on('dashboard:file-edit-start', started)
    uppy.on('dashboard:file-edit-complete', completed)
    await userEvent.click(find(markup.fileEditButton))
    await eventually(() => expect(container.querySelector(markup.fileCard)).not.toBeNull())
    expect(started).toHaveBeenCalledTimes(1)
    const card = find(markup.fileCard)
    expect(card.querySelector(markup.fileCardHeading)).not.toBeNull()
    expect(container.querySelector(markup.listHeader)?.closest(markup.fileCard)).toBeNull()
    expect(find(markup.fileList)).toBeTruthy()
    expect(find(markup.progressIndicators)).toBeTruthy()
    await userEvent.click(card.querySelector(markup.fileCardCancel) as HTMLElement)
    await eventually(() => expect(container.querySelector(markup.fileCard)).toBeNull())
    expect(completed.mock.calls.map(([file]) => file?.id)).toEqual([uppy.getFiles()[0]?.id])
  })

  it('superFocus: the Dashboard’s own focus move after the card closes is over within 320 ms; a control focused after it keeps the focus', async () => {
    const { container, find } = await withFiles('zdjecie.png')
    await userEvent.click(find(markup.fileEditButton))
    await eventually(() => expect(container.querySelector(markup.fileCard)).not.toBeNull())
    await userEvent.click(find(`${markup.fileCard} ${markup.fileCardCancel}`))
    await eventually(() => expect(container.querySelector(markup.fileCard)).toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 320))
    find(markup.fileEditButton).focus()
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(document.activeElement?.matches(markup.fileEditButton)).toBe(true)
  })

  it('paste: with focus inside, a paste on the Dashboard reaches both its own handler and its document listener (the file is offered twice)', async () => {
    const { uppy, find } = await mountDashboard()
    // The Dashboard's document listener acts only while focus is inside it.
    find(markup.browseButton).focus()
    const offered = vi.fn(() => true)
    uppy.setOptions({ onBeforeFileAdded: offered })
    const data = new DataTransfer()
    data.items.add(pdfFile('wklejony.pdf'))
    find(markup.root).dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
    await eventually(() => expect(offered).toHaveBeenCalledTimes(2))
  })
})

describe('Dashboard while uploading and after failures', () => {
  it('fileProgressButton, disableStatusBar: an upload in progress shows each file’s progress button, and still no status bar of Uppy’s', async () => {
    const { uppy, find, container } = await mountDashboard()
    holdUploadsHalfway(uppy)
    uppy.addFile({ name: 'faktura.pdf', type: 'application/pdf', data: pdfFile('faktura.pdf') })
    void uppy.upload()
    await eventually(() => expect(find(markup.fileProgressButton).getAttribute('aria-label')).toBeTruthy())
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

  it('header geometry: the header bar is 40 px tall, 50 px above the medium width (576 px), where the title lies', async () => {
    const { uppy, find, container } = await mountDashboard()
    const containerWidth = () =>
      (uppy.getPlugin(markup.pluginId)?.getPluginState() as { containerWidth?: number } | undefined)?.containerWidth ??
      0
    uppy.addFile({ name: 'faktura.pdf', type: 'application/pdf', data: pdfFile('faktura.pdf') })
    await eventually(() => expect(find(markup.listHeader).getBoundingClientRect().height).toBe(50))
    expect(containerWidth()).toBeGreaterThan(576)
    container.style.width = '500px'
    await eventually(() => expect(find(markup.listHeader).getBoundingClientRect().height).toBe(40))
    expect(containerWidth()).toBeLessThanOrEqual(576)
  })
})
