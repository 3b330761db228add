'use client'

import { lazy } from 'react'
import type { AttachmentUploadPanel } from './index'

/** The panel's component, generic in the body of the server's answer: `<AttachmentUploadPanel<TBody> … />`. */
export type AttachmentUploadPanelComponent = typeof AttachmentUploadPanel

/** A module that holds the panel: one of the host's own that re-exports it as `default`, or the package itself. */
export type AttachmentUploadPanelModule =
  | { default: AttachmentUploadPanelComponent }
  | { AttachmentUploadPanel: AttachmentUploadPanelComponent }

/**
 * `React.lazy` for the panel that keeps its type argument: `React.lazy` types what it returns by one set of
 * props, and a panel given `<StoredAttachment>` would then get `unknown` bodies in its callbacks. Imports
 * nothing of the panel at run time (this entry, `attachment-upload-panel/lazy`, is React and this function),
 * so the panel, Uppy and their stylesheet stay in the chunk `load` imports, fetched when it is first rendered
 * inside a `Suspense`. A load that fails (a new deploy, a dropped connection) throws to the nearest error
 * boundary, as `React.lazy` does.
 *
 * @param load `() => import('./AttachmentsPanel')`: the host's module that imports the package and its styles.
 */
export function lazyAttachmentUploadPanel(
  load: () => Promise<AttachmentUploadPanelModule>,
): AttachmentUploadPanelComponent {
  const Lazy = lazy(async () => {
    const loaded = await load()
    return { default: 'default' in loaded ? loaded.default : loaded.AttachmentUploadPanel }
  })
  // React's own types give a lazy component a call signature of its props; this one keeps the panel's generic one.
  return Lazy as unknown as AttachmentUploadPanelComponent
}
