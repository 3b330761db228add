// Chosen files in IndexedDB, so a reload or discarded tab loses nothing; Uppy- and React-free. Each record belongs to
// one `restoreKey` (host's opaque member+panel value) and has its own expiry. Never throws: missing, blocked, full or
// evicted storage resolves each call to its "nothing" value. Plain IndexedDB via ./idbPromises: `idb` is too big.
import { finished, settled } from './idbPromises'
import type { RestoredFile, RestoreRecord } from './restoreRecord'

/** One database per origin for every panel; records are kept apart by `restoreKey`. */
const RESTORE_DATABASE = 'attachment-upload-panel'

export type { RestoredFile, RestoreRecord, RestoreState } from './restoreRecord'

/** What `contents` holds for each record, under the same key. */
interface StoredContents {
  restoreKey: string
  clientKey: string
  data: Blob | ArrayBuffer
}

let opening: Promise<IDBDatabase | null> | undefined

async function openDatabase(): Promise<IDBDatabase | null> {
  try {
    const request = indexedDB.open(RESTORE_DATABASE, 1)
    request.onupgradeneeded = () => {
      const created = request.result
      const records = created.createObjectStore('records', { keyPath: ['restoreKey', 'clientKey'] })
      records.createIndex('byKey', 'restoreKey')
      created.createObjectStore('contents', { keyPath: ['restoreKey', 'clientKey'] })
    }
    const database = await settled(request)
    // Another tab upgrading, or the browser evicting the database: open afresh next time.
    database.onversionchange = () => {
      database.close()
      opening = undefined
    }
    database.onclose = () => {
      opening = undefined
    }
    return database
  } catch {
    return null
  }
}

/** Opened once per page; `null` (retried next call) if IndexedDB is absent, throws (sandbox) or refuses (private). */
export function openRestoreDatabase(): Promise<IDBDatabase | null> {
  opening ??= openDatabase()
  const attempt = opening
  void attempt.then((database) => {
    if (database === null && opening === attempt) opening = undefined
  })
  return attempt
}

/** Both stores in one read-write transaction, and its end (a failed request aborts it: the end rejects). */
function both(database: IDBDatabase) {
  const transaction = database.transaction(['records', 'contents'], 'readwrite')
  return {
    records: transaction.objectStore('records'),
    contents: transaction.objectStore('contents'),
    done: finished(transaction),
  }
}

/** Storage failures become `fallback` and reconnect: after a failed write WebKit's connection answers nothing. */
async function withDatabase<T>(fallback: T, work: (database: IDBDatabase) => Promise<T>): Promise<T> {
  const database = await openRestoreDatabase()
  if (!database) return fallback
  try {
    return await work(database)
  } catch {
    opening = undefined
    database.close()
    return fallback
  }
}

/** False when not kept. Bytes, not a Blob: WebKit private windows/automation refuse Blobs and the connection dies. */
export function keepFile(record: RestoreRecord, bytes: ArrayBuffer): Promise<boolean> {
  return withDatabase(false, async (database) => {
    const { records, contents, done } = both(database)
    const stored: StoredContents = { restoreKey: record.restoreKey, clientKey: record.clientKey, data: bytes }
    await Promise.all([settled(records.put(record)), settled(contents.put(stored)), done])
    return true
  })
}

export function updateFile(
  restoreKey: string,
  clientKey: string,
  change: Partial<Pick<RestoreRecord, 'state' | 'name' | 'expiresAt'>>,
): Promise<void> {
  return withDatabase(undefined, async (database) => {
    const transaction = database.transaction('records', 'readwrite')
    const done = finished(transaction)
    const records = transaction.objectStore('records')
    const record = await settled<RestoreRecord | undefined>(records.get([restoreKey, clientKey]))
    if (record) await settled(records.put({ ...record, ...change }))
    await done
  })
}

export function forgetFiles(restoreKey: string, clientKeys: readonly string[]): Promise<void> {
  if (clientKeys.length === 0) return Promise.resolve()
  return withDatabase(undefined, async (database) => {
    const { records, contents, done } = both(database)
    await Promise.all([
      ...clientKeys.flatMap((clientKey) => [
        settled(records.delete([restoreKey, clientKey])),
        settled(contents.delete([restoreKey, clientKey])),
      ]),
      done,
    ])
  })
}

/** Of every key: the expiry is each record's own. */
export function forgetExpired(now: number): Promise<void> {
  return withDatabase(undefined, async (database) => {
    const { records, contents, done } = both(database)
    const expired = (await settled<RestoreRecord[]>(records.getAll())).filter((record) => record.expiresAt <= now)
    await Promise.all([
      ...expired.flatMap(({ restoreKey, clientKey }) => [
        settled(records.delete([restoreKey, clientKey])),
        settled(contents.delete([restoreKey, clientKey])),
      ]),
      done,
    ])
  })
}

/** In added order. A record whose contents are gone (evicted, page died mid-write) is deleted, not returned. */
export function readFiles(restoreKey: string, now: number): Promise<RestoredFile[]> {
  return withDatabase([], async (database) => {
    const { records, contents, done } = both(database)
    const found: RestoredFile[] = []
    for (const record of await settled<RestoreRecord[]>(records.index('byKey').getAll(restoreKey))) {
      const stored = (await settled<StoredContents | undefined>(contents.get([restoreKey, record.clientKey])))?.data
      const data = stored instanceof ArrayBuffer ? new Blob([stored], { type: record.type }) : stored
      if (record.expiresAt > now && data instanceof Blob) found.push({ record, data })
      else
        await Promise.all([
          settled(records.delete([restoreKey, record.clientKey])),
          settled(contents.delete([restoreKey, record.clientKey])),
        ])
    }
    await done
    return found.sort((a, b) => a.record.addedAt - b.record.addedAt)
  })
}

/** For sign-out: deletes what was kept under `restoreKey`, or without one all of this origin's; never rejects. */
export function clearRestoredFiles(restoreKey?: string): Promise<void> {
  return withDatabase(undefined, async (database) => {
    const { records, contents, done } = both(database)
    // Every compound key whose first part is `restoreKey`.
    const range = restoreKey === undefined ? null : IDBKeyRange.bound([restoreKey], [restoreKey, []])
    await Promise.all([
      settled(range ? records.delete(range) : records.clear()),
      settled(range ? contents.delete(range) : contents.clear()),
      done,
    ])
  })
}
