import type { PanelUppy } from './panelTypes'

/** Makes Uppy's panel-wide error (the status bar's) the first file's error while any has one, else none: Uppy clears
 * it only on a new run, so a removed or paused file would leave it standing. */
export function syncGlobalError(uppy: PanelUppy): void {
  const firstError = uppy.getFiles().find((file) => file.error)?.error ?? null
  if (uppy.getState().error !== firstError) uppy.setState({ error: firstError })
}
