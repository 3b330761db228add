export function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/**
 * Rejects on abort (a failed request aborts), marked handled so a caller stopped at that request leaves no unhandled
 * rejection (awaited, it still rejects). Ask before the first request: it must be listening when the transaction ends.
 */
export function finished(transaction: IDBTransaction): Promise<void> {
  const end = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onabort = () => reject(transaction.error ?? new DOMException('Transaction aborted', 'AbortError'))
  })
  end.catch(() => {})
  return end
}
