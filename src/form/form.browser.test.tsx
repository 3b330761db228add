// The panel inside the host's form: nothing of Uppy's in the form's data, the stored attachments' ids under `name`,
// the submit stopped while files wait or are sent, and no button of the panel's or Uppy's submitting the form.
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'
import * as messages from '../i18n/messages'
import { clickElement } from '../test/clickElement'
import { pdfFile, pngFile } from '../test/files'
import { addFiles, button, clickStatusBar } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { setUpUploadMock } from '../test/uploadMock'
import { eventually } from '../test/waits'
import type { AttachmentUploadPanelProps } from '../types'

const { worker, mock, setup, onCleanup } = setUpUploadMock()

/** The panel in a support request form with a subject; counts the form's submits, which it stops. */
async function panelInForm(props: Partial<AttachmentUploadPanelProps<{ id: string }>> = {}) {
  const form = document.createElement('form')
  form.innerHTML = '<input name="subject" value="Faktura 11/2026">'
  const submits = vi.fn((event: SubmitEvent) => event.preventDefault())
  form.addEventListener('submit', submits)
  document.body.append(form)
  // After each change of the page, in a task of its own, as a host's code reads the form's data (an event, a timer):
  // Uppy's inputs must never be seen with their name.
  let namedFileInputsSeen = 0
  const watch = new MutationObserver(() =>
    setTimeout(() => {
      namedFileInputsSeen += document.querySelectorAll('input[name="files[]"]').length
    }),
  )
  watch.observe(document.body, { subtree: true, childList: true, attributes: true })
  onCleanup(() => {
    watch.disconnect()
    form.remove()
  })
  const panel = await setup(props as Partial<AttachmentUploadPanelProps>)
  form.append(panel.container)
  const entries = () => [...new FormData(form)].map(([key, value]) => [key, typeof value === 'string' ? value : 'File'])
  return { ...panel, form, submits, entries, namedFileInputsSeen: () => namedFileInputsSeen }
}

const stopper = (form: HTMLFormElement) => form.querySelector<HTMLInputElement>('input:invalid')

describe('the panel in a form', () => {
  it('adds none of Uppy’s file inputs to the form’s data, and each stored attachment’s id under `name`', async () => {
    worker.use(mock.success())
    const ids: string[] = []
    const { form, container, entries, submits, namedFileInputsSeen } = await panelInForm({
      name: 'attachmentIds[]',
      onUploadSuccess: (_file, response) => ids.push(response.body.id),
    })
    // Uppy's hidden inputs named `files[]` are in the form, without their name.
    expect(form.querySelectorAll(markup.fileInput).length).toBeGreaterThan(0)
    expect(entries()).toEqual([['subject', 'Faktura 11/2026']])

    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf')])
    expect(entries()).toEqual([['subject', 'Faktura 11/2026']])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(ids).toHaveLength(2))
    await eventually(() =>
      expect(entries()).toEqual([
        ['subject', 'Faktura 11/2026'],
        ['attachmentIds[]', ids[0]],
        ['attachmentIds[]', ids[1]],
      ]),
    )
    form.requestSubmit()
    expect(submits).toHaveBeenCalledTimes(1)

    // "Gotowe" empties the list; the files are stored all the same, and the form keeps their ids.
    await eventually(() => expect(container.querySelector(markup.statusBarAction('done'))).not.toBeNull())
    await clickElement(container.querySelector(markup.statusBarAction('done')))
    await eventually(() => expect(container.querySelector(markup.fileItem)).toBeNull())
    expect(entries().map(([, value]) => value)).toEqual(['Faktura 11/2026', ...ids])
    await addFiles(container, [pngFile('c.png')])
    expect(form.querySelectorAll('[name="files[]"]')).toHaveLength(0)
    expect(namedFileInputsSeen()).toBe(0)
  })

  it('stops the submit while files wait, with a Polish message at the panel, and lets it go once they are stored', async () => {
    worker.use(mock.success())
    const onPendingFilesChange = vi.fn()
    const { form, container, submits } = await panelInForm({ onPendingFilesChange })
    // Heard once the panel's effects ran (the Dashboard is there a moment before).
    await eventually(() => expect(onPendingFilesChange).toHaveBeenCalledWith({ waiting: 0, sending: 0 }))
    expect(form.checkValidity()).toBe(true)

    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf')])
    await eventually(() => expect(onPendingFilesChange).toHaveBeenLastCalledWith({ waiting: 2, sending: 0 }))
    expect(form.checkValidity()).toBe(false)
    form.requestSubmit()
    expect(submits).not.toHaveBeenCalled()
    const invalid = stopper(form)
    expect(invalid?.validationMessage).toBe(messages.formFilesWaiting)
    // The browser took the member to the panel.
    expect(container.contains(document.activeElement)).toBe(true)
    expect(document.activeElement).toBe(invalid)

    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(onPendingFilesChange).toHaveBeenLastCalledWith({ waiting: 0, sending: 0 }))
    expect(onPendingFilesChange).toHaveBeenCalledWith({ waiting: 0, sending: 2 })
    expect(stopper(form)).toBeNull()
    form.requestSubmit()
    expect(submits).toHaveBeenCalledTimes(1)
  })

  it('says to wait while files are sent, and counts a failed file as waiting', async () => {
    worker.use(mock.slowSuccess(60_000))
    const onPendingFilesChange = vi.fn()
    const { form, container } = await panelInForm({ onPendingFilesChange })
    await addFiles(container, [pngFile('a.png')])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(onPendingFilesChange).toHaveBeenLastCalledWith({ waiting: 0, sending: 1 }))
    expect(stopper(form)?.validationMessage).toBe(messages.formFilesSending)

    worker.use(mock.badRequest('Plik jest uszkodzony.'))
    await clickStatusBar(container, 'cancel')
    await addFiles(container, [pngFile('b.png')])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(container.querySelector(markup.failedFileItem)).not.toBeNull())
    expect(onPendingFilesChange).toHaveBeenLastCalledWith({ waiting: 1, sending: 0 })
    expect(stopper(form)?.validationMessage).toBe(messages.formFilesWaiting)
  })

  it('leaves the form alone with blockFormSubmit={false}, and still tells the host what waits', async () => {
    const onPendingFilesChange = vi.fn()
    const { form, container, submits } = await panelInForm({ blockFormSubmit: false, onPendingFilesChange })
    await addFiles(container, [pngFile('a.png')])
    await eventually(() => expect(onPendingFilesChange).toHaveBeenLastCalledWith({ waiting: 1, sending: 0 }))
    expect(form.checkValidity()).toBe(true)
    form.requestSubmit()
    expect(submits).toHaveBeenCalledTimes(1)
  })

  it('submits it with none of the panel’s or Uppy’s buttons, nor with Enter in the file card', async () => {
    worker.use(mock.slowSuccess(60_000))
    const { form, container, submits } = await panelInForm()
    /** Buttons that would submit the host's form: none in any state of the panel. */
    const submitting = () =>
      [...container.querySelectorAll('button')].filter((each) => each.type === 'submit' && each.form === form)
    const click = async (selector: string) => {
      await eventually(() => expect(container.querySelector(selector)).not.toBeNull())
      expect(submitting()).toEqual([])
      await clickElement(container.querySelector(selector))
    }
    await addFiles(container, [pngFile('a.png'), pdfFile('b.pdf'), pngFile('c.png')])

    // The file card: its save button is a submit button, of a form of Uppy's own outside the host's.
    await click(markup.fileEditButton)
    await eventually(() => expect(button('Zapisz zmiany').element()).toBeVisible())
    expect(submitting()).toEqual([])
    await button('Zapisz zmiany').click()
    await click(markup.fileEditButton)
    await eventually(() => expect(container.querySelector(markup.fileNameInput)).not.toBeNull())
    await userEvent.type(container.querySelector(markup.fileNameInput) as HTMLElement, 'x{Enter}')
    await click(markup.fileEditButton)
    await click(`${markup.fileCard} ${markup.fileCardCancel}`)
    await eventually(() => expect(container.querySelector(markup.fileCard)).toBeNull())
    // "Dodaj więcej" and the back button of its panel; a file's remove button.
    await click(markup.addMore)
    await click(`${markup.addFilesPanel} ${markup.fileCardCancel}`)
    await click(markup.fileRemoveButton)
    await eventually(() => expect(container.querySelectorAll(markup.fileItem)).toHaveLength(2))
    // The status bar: upload, pause, resume, cancel.
    await click(markup.uploadButton)
    await clickStatusBar(container, 'togglePauseResume')
    await clickStatusBar(container, 'togglePauseResume')
    expect(submitting()).toEqual([])
    await clickStatusBar(container, 'cancel')
    await eventually(() => expect(container.querySelector(markup.fileItem)).toBeNull())
    expect(submits).not.toHaveBeenCalled()
  })
})
