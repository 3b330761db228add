/** An IndexedDB request's result, or its error. */
export function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/**
 * A transaction's end: resolves once committed, rejects once aborted (a failed request aborts it). Marked
 * as handled, so a caller that stopped at the failed request leaves no unhandled rejection behind; awaited,
 * it still rejects. Ask for it before the transaction's first request: it must be listening when it ends.
 */
export function finished(transaction: IDBTransaction): Promise<void> {
  const end = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onabort = () => reject(transaction.error ?? new DOMException('Transaction aborted', 'AbortError'))
  })
  end.catch(() => {})
  return end
}
