import type { PanelUppy } from './panelTypes'

/**
 * Makes Uppy's panel-wide error (what the status bar shows) match the files:
 * the first file's error while any file has one, none otherwise. Uppy only
 * clears it on a new run, so a removed or paused file would leave it standing.
 */
export function syncGlobalError(uppy: PanelUppy): void {
  const firstError = uppy.getFiles().find((file) => file.error)?.error ?? null
  if (uppy.getState().error !== firstError) uppy.setState({ error: firstError })
}
