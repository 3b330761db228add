/** A bare Uppy with the panel's Dashboard options, for the contract tests (./dashboardContract*.browser.test.tsx). */
import '@uppy/core/css/style.min.css'
import '@uppy/dashboard/css/style.min.css'
import { Uppy } from '@uppy/core'
import Dashboard from '@uppy/react/dashboard'
import { createRoot } from 'react-dom/client'
import { expect, onTestFinished } from 'vitest'
import { eventually } from '../test/waits'
import * as markup from './dashboardMarkup'

let mounts = 0

/** A bare Uppy with the Dashboard options the panel uses, mounted inline; `disabled` as the panel sets it. */
export async function mountDashboard(id?: string, { disabled = false }: { disabled?: boolean } = {}) {
  const uppy = new Uppy({ id: `contract-${++mounts}`, autoProceed: false })
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
      disabled={disabled}
    />,
  )
  // Taken away after the test that mounted it (the files of a project share one page).
  onTestFinished(() => {
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

export type Mounted = Awaited<ReturnType<typeof mountDashboard>>

/** An uploader that reports the files half sent and holds them there (no network involved). */
export function holdUploadsHalfway(uppy: Mounted['uppy']) {
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
export function failUploads(uppy: Mounted['uppy'], message: string) {
  uppy.addUploader(async (fileIds) => {
    uppy.emit('upload-start', uppy.getFilesByIds(fileIds))
    for (const id of fileIds) uppy.emit('upload-error', uppy.getFile(id), new Error(message))
  })
}
