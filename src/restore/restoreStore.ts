/**
 * The panel's store of chosen files in IndexedDB, so a reload or a discarded tab loses nothing.
 * Uppy-free and React-free. Every record belongs to one `restoreKey` (the host's opaque value for
 * the signed-in member and panel) and carries its own expiry. Nothing here throws into the page:
 * storage that is missing, blocked, full or evicted makes each call resolve to its "nothing" value.
 *
 * IndexedDB's own API, each request and transaction awaited through `./idbPromises.ts`: the `idb`
 * library did the same with a proxy around every object, 1.2 KB gzipped of the panel's 32 KB budget
 * (issue 48) for six operations.
 */
import { finished, settled } from './idbPromises'
import type { RestoredFile, RestoreRecord } from './restoreRecord'

/** One database per origin for every panel; records are kept apart by `restoreKey`. */
export const RESTORE_DATABASE = 'attachment-upload-panel'

export type { RestoredFile, RestoreRecord, RestoreState } from './restoreRecord'

/** What `contents` holds for each record, under the same key. */
interface StoredContents {
  restoreKey: string
  clientKey: string
  data: Blob | ArrayBuffer
}

let opening: Promise<IDBDatabase | null> | undefined

/** Opens the database; null where it cannot (undefined, throwing when touched, refusing to open). */
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

/**
 * The database, opened once per page; `null` when this page has no usable IndexedDB now (undefined,
 * throwing when touched as in a sandboxed iframe, refusing to open as in some private modes). A failed
 * open is not kept: the next call tries again (a failure thrown at once used to stay cached for good).
 */
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

/**
 * Runs `work` against the database; any failure of storage becomes `fallback`, and the next call
 * opens a new connection (a failed write can leave WebKit's connection answering nothing more).
 */
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

/**
 * Keeps a file and its contents; false when it could not be kept (no storage, quota, eviction).
 * The contents are bytes, not a Blob: WebKit's private windows (and its automation sessions) refuse
 * a Blob in IndexedDB, and the refusal leaves the connection answering nothing more.
 */
export function keepFile(record: RestoreRecord, bytes: ArrayBuffer): Promise<boolean> {
  return withDatabase(false, async (database) => {
    const { records, contents, done } = both(database)
    const stored: StoredContents = { restoreKey: record.restoreKey, clientKey: record.clientKey, data: bytes }
    await Promise.all([settled(records.put(record)), settled(contents.put(stored)), done])
    return true
  })
}

/** Changes a kept file's description (its state, its edited name); nothing when it is not kept. */
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

/** Deletes kept files and their contents. */
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

/** Deletes every record whose time is up, of every key (the expiry is each record's own). */
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

/**
 * The unexpired files kept under `restoreKey`, in the order they were added. A record whose
 * contents are gone (evicted, or written by a page that died mid-write) is deleted, not returned.
 */
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

/**
 * Deletes what the panel kept under `restoreKey`, or with no key everything it kept on this origin:
 * for the host's sign-out. Resolves when done; never rejects.
 */
export function clearRestoredFiles(restoreKey?: string): Promise<void> {
  return withDatabase(undefined, async (database) => {
    const { records, contents, done } = both(database)
    // No key: everything; a key: every record whose key starts with it.
    const range = restoreKey === undefined ? null : IDBKeyRange.bound([restoreKey], [restoreKey, []])
    await Promise.all([
      settled(range ? records.delete(range) : records.clear()),
      settled(range ? contents.delete(range) : contents.clear()),
      done,
    ])
  })
}
