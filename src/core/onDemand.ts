/**
 * A part of the panel loaded on demand (restore, previews, photo scaling): one load at a time, shared by
 * every caller while it is under way. A load that failed (a host's new deploy removed the file, the
 * connection dropped) is forgotten, so the next time the part is needed it is tried again, never cached
 * as failed.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}
