import type { PanelFile } from '../core/panelTypes'

/** Not sent: only the contract's fields are. */
export const RESTORE_META = 'restoreClientKey'

export function clientKeyOf(file: PanelFile): string | undefined {
  const key = file.meta[RESTORE_META]
  return typeof key === 'string' ? key : undefined
}

/** A new client key: unique within the member's store, not a secret. */
export const newClientKey = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** `core/displayName.ts`'s `currentFileName`; this on-demand chunk may not import it (bundlers would split it out). */
export const shownName = (file: PanelFile): string => file.meta.name ?? file.name ?? ''

/** Some of the body never left: the server cannot have stored it. */
export function notWhollySent(file: PanelFile): boolean {
  const { bytesUploaded, bytesTotal } = file.progress
  return !(typeof bytesUploaded === 'number' && bytesTotal != null && bytesUploaded >= bytesTotal)
}
