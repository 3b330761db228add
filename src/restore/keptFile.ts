import type { PanelFile } from '../core/panelTypes'

/** The meta field holding a file's key in the store (not sent: only the contract's fields are). */
export const RESTORE_META = 'restoreClientKey'

/** The panel's own key of a kept file, stable across reloads (Uppy's file id is not). */
export function clientKeyOf(file: PanelFile): string | undefined {
  const key = file.meta[RESTORE_META]
  return typeof key === 'string' ? key : undefined
}

/** A new client key: unique within the member's store, not a secret. */
export const newClientKey = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/**
 * The name the member sees (edited in the file card, if so): `displayName.ts`'s `currentFileName`,
 * which this on-demand chunk may not import (bundlers would split it out of the panel's entry).
 */
export const shownName = (file: PanelFile): string => file.meta.name ?? file.name ?? ''

/** Whether some of the file's body has not left the browser: the server cannot have stored it. */
export function notWhollySent(file: PanelFile): boolean {
  const { bytesUploaded, bytesTotal } = file.progress
  return !(typeof bytesUploaded === 'number' && bytesTotal != null && bytesUploaded >= bytesTotal)
}
