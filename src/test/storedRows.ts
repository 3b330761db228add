// What the restore store holds, read and changed past its API, as another tab or the browser would.
import { settled } from '../restore/idbPromises'

type StoreName = 'records' | 'contents'

/** Every row of one of the restore database's object stores (none without a database). */
export async function rowsOf<T = { clientKey: string }>(database: IDBDatabase | null, name: StoreName): Promise<T[]> {
  if (!database) return []
  return settled<T[]>(database.transaction(name).objectStore(name).getAll())
}

/** Deletes one row, as an eviction or a page that died mid-write leaves a record without its contents. */
export async function deleteRow(database: IDBDatabase | null, name: StoreName, key: IDBValidKey): Promise<void> {
  if (database) await settled(database.transaction(name, 'readwrite').objectStore(name).delete(key))
}
