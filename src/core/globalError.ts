import type { PanelUppy } from './panelTypes'

/** The status bar's error follows the files': Uppy clears it only on a new run, so a removed or paused file's stays. */
export function syncGlobalError(uppy: PanelUppy): void {
  const firstError = uppy.getFiles().find((file) => file.error)?.error ?? null
  if (uppy.getState().error !== firstError) uppy.setState({ error: firstError })
}
