import { HEADER_BYTES, type ImageDimensions, imageDimensions } from './imageDimensions'
import { previewAllowed } from './previewPolicy'

/** Whether an image may be decoded for its preview, and the size its header declares (null: unknown). */
interface PreviewBounds {
  allowed: boolean
  dimensions: ImageDimensions | null
}

/** Reads an image's header, never the whole file, to bound its preview before any decode (`previewPolicy`). */
export async function previewBounds(file: Blob): Promise<PreviewBounds> {
  if (!previewAllowed(file.size, null)) return { allowed: false, dimensions: null }
  let dimensions: ImageDimensions | null = null
  try {
    // Sliced here, not through the entry's `readHead`: this runs in the worker and the on-demand chunk.
    dimensions = imageDimensions(new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer()))
  } catch {
    // Unreadable now: decoding will fail on its own and the file keeps its icon.
  }
  return { allowed: previewAllowed(file.size, dimensions), dimensions }
}
