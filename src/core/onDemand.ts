/** A part loaded on demand (restore, previews, photo scaling): one load at a time, shared while under way. A failed
 * load (a host's new deploy removed the file, the connection dropped) is forgotten: the next need tries again. */
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
