'use client'

import { lazy } from 'react'
import type { AttachmentUploadPanel } from './index'

/** The panel's component, generic in the body of the server's answer: `<AttachmentUploadPanel<TBody> … />`. */
export type AttachmentUploadPanelComponent = typeof AttachmentUploadPanel

/** A module that holds the panel: one of the host's own that re-exports it as `default`, or the package itself. */
export type AttachmentUploadPanelModule =
  | { default: AttachmentUploadPanelComponent }
  | { AttachmentUploadPanel: AttachmentUploadPanelComponent }

/** `React.lazy` for the panel that keeps its type argument: `React.lazy` types its result by one set of props, so a
 * panel given `<StoredAttachment>` would get `unknown` bodies in its callbacks. This entry is React and this function
 * alone: the panel, Uppy and their stylesheet stay in the chunk `load` imports, fetched when first rendered in a
 * `Suspense`. A failed load (a new deploy, a lost connection) throws to the nearest error boundary, like `React.lazy`.
 * @param load `() => import('./AttachmentsPanel')`: the host's module that imports the package and its styles. */
export function lazyAttachmentUploadPanel(
  load: () => Promise<AttachmentUploadPanelModule>,
): AttachmentUploadPanelComponent {
  const Lazy = lazy(async () => {
    const loaded = await load()
    return { default: 'default' in loaded ? loaded.default : loaded.AttachmentUploadPanel }
  })
  // React's type would drop the panel's generic call signature (see above).
  return Lazy as unknown as AttachmentUploadPanelComponent
}
