import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { PanelUppy } from '../core/panelTypes'
import * as markup from '../dashboard/dashboardMarkup'
import { observeDashboard } from '../dashboard/observeDashboard'
import { useLatest } from '../hooks/useLatest'
import { useUppySelection } from '../hooks/useUppySelection'
import * as messages from '../i18n/messages'
import type { AttachmentUploadPanelProps } from '../types'
import { attachmentIdOf, type PendingFiles, pendingFiles } from './formState'

type FormProps<TBody, TErrorBody> = AttachmentUploadPanelProps<TBody, TErrorBody> & { uppy: PanelUppy }

// A hidden input per stored attachment (`name`); Uppy's file inputs (`files[]`) lose their name. While files wait or
// are sent, an invalid input stops the submit at the panel with a Polish message (`blockFormSubmit`). Rendered last.
export function FormFields<TBody, TErrorBody>({
  uppy,
  name,
  blockFormSubmit = true,
  ...props
}: FormProps<TBody, TErrorBody>) {
  // One reading of both counts, as text (a selection is compared with `Object.is`).
  const pending = useUppySelection(uppy, (state) => JSON.stringify(pendingFiles(state)))
  // [the panel's file id, the attachment's id], in the order stored; kept when the list is cleared.
  const [stored, setStored] = useState<Array<[string, string]>>([])
  const anchor = useRef<HTMLSpanElement>(null)
  const live = useLatest(props)

  // In the commit mounting the Dashboard (its component installs it): no moment with the names. Never on the server.
  useLayoutEffect(() => {
    const stop = observeDashboard(anchor.current?.parentElement as HTMLElement, {
      immediate: [
        (panel) => {
          for (const input of panel.querySelectorAll(markup.fileInput)) input.removeAttribute('name')
        },
      ],
      perFrame: [],
    })
    const onSuccess = (file: { id: string } | undefined, response: { body?: { parsed: unknown } | undefined }) => {
      const id = attachmentIdOf(response.body?.parsed as TBody, live.current.getAttachmentId)
      if (file && id !== null) setStored((list) => [...list, [file.id, id]])
    }
    uppy.on('upload-success', onSuccess)
    return () => {
      stop()
      uppy.off('upload-success', onSuccess)
    }
  }, [uppy, live])

  useEffect(() => {
    live.current.onPendingFilesChange?.(JSON.parse(pending))
  }, [live, pending])

  const { waiting, sending }: PendingFiles = JSON.parse(pending)
  const refusal = waiting ? messages.formFilesWaiting : messages.formFilesSending
  // Read as the panel renders again after each change of what waits: whether the panel is in a form by then.
  const inForm = anchor.current?.closest('form')
  return (
    // Out of the flow and out of sight (not `hidden`: the browser focuses the invalid input, and points at it).
    <span className="aup-visually-hidden" ref={anchor}>
      {name ? stored.map(([fileId, id]) => <input key={fileId} type="hidden" name={name} value={id} />) : null}
      {inForm && blockFormSubmit && waiting + sending > 0 ? (
        <input tabIndex={-1} aria-label={refusal} ref={(input) => input?.setCustomValidity(refusal)} />
      ) : null}
    </span>
  )
}
