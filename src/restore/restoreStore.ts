/**
 * The panel's store of chosen files in IndexedDB, so a reload or a discarded tab loses nothing.
 * Uppy-free and React-free. Every record belongs to one `restoreKey` (the host's opaque value for
 * the signed-in member and panel) and carries its own expiry. Nothing here throws into the page:
 * storage that is missing, blocked, full or evicted makes each call resolve to its "nothing" value.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb'
import type { RestoredFile, RestoreRecord } from './restoreRecord'

/** One database per origin for every panel; records are kept apart by `restoreKey`. */
export const RESTORE_DATABASE = 'attachment-upload-panel'

export type { RestoredFile, RestoreRecord, RestoreState } from './restoreRecord'

interface RestoreSchema extends DBSchema {
  records: { key: [string, string]; value: RestoreRecord; indexes: { byKey: string } }
  contents: { key: [string, string]; value: { restoreKey: string; clientKey: string; data: Blob | ArrayBuffer } }
}

type RestoreDatabase = IDBPDatabase<RestoreSchema>

let opening: Promise<RestoreDatabase | null> | undefined

/**
 * The database, opened once per page; `null` when this page has no usable IndexedDB (undefined,
 * throwing when touched as in a sandboxed iframe, refusing to open as in some private modes).
 */
export function openRestoreDatabase(): Promise<RestoreDatabase | null> {
  opening ??= (async () => {
    try {
      const database = await openDB<RestoreSchema>(RESTORE_DATABASE, 1, {
        upgrade(created) {
          const records = created.createObjectStore('records', { keyPath: ['restoreKey', 'clientKey'] })
          records.createIndex('byKey', 'restoreKey')
          created.createObjectStore('contents', { keyPath: ['restoreKey', 'clientKey'] })
        },
        // Another tab upgrading, or the browser evicting the database: open afresh next time.
        blocking() {
          database.close()
          opening = undefined
        },
        terminated() {
          opening = undefined
        },
      })
      return database
    } catch {
      opening = undefined
      return null
    }
  })()
  return opening
}

/**
 * Runs `work` against the database; any failure of storage becomes `fallback`, and the next call
 * opens a new connection (a failed write can leave WebKit's connection answering nothing more).
 */
async function withDatabase<T>(fallback: T, work: (database: RestoreDatabase) => Promise<T>): Promise<T> {
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
    const transaction = database.transaction(['records', 'contents'], 'readwrite')
    await Promise.all([
      transaction.objectStore('records').put(record),
      transaction
        .objectStore('contents')
        .put({ restoreKey: record.restoreKey, clientKey: record.clientKey, data: bytes }),
      transaction.done,
    ])
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
    const record = await transaction.store.get([restoreKey, clientKey])
    if (record) await transaction.store.put({ ...record, ...change })
    await transaction.done
  })
}

/** Deletes kept files and their contents. */
export function forgetFiles(restoreKey: string, clientKeys: readonly string[]): Promise<void> {
  if (clientKeys.length === 0) return Promise.resolve()
  return withDatabase(undefined, async (database) => {
    const transaction = database.transaction(['records', 'contents'], 'readwrite')
    const records = transaction.objectStore('records')
    const contents = transaction.objectStore('contents')
    await Promise.all([
      ...clientKeys.flatMap((clientKey) => [
        records.delete([restoreKey, clientKey]),
        contents.delete([restoreKey, clientKey]),
      ]),
      transaction.done,
    ])
  })
}

/** Deletes every record whose time is up, of every key (the expiry is each record's own). */
export function forgetExpired(now: number): Promise<void> {
  return withDatabase(undefined, async (database) => {
    const transaction = database.transaction(['records', 'contents'], 'readwrite')
    const records = transaction.objectStore('records')
    const contents = transaction.objectStore('contents')
    const expired = (await records.getAll()).filter((record) => record.expiresAt <= now)
    await Promise.all([
      ...expired.flatMap(({ restoreKey, clientKey }) => [
        records.delete([restoreKey, clientKey]),
        contents.delete([restoreKey, clientKey]),
      ]),
      transaction.done,
    ])
  })
}

/**
 * The unexpired files kept under `restoreKey`, in the order they were added. A record whose
 * contents are gone (evicted, or written by a page that died mid-write) is deleted, not returned.
 */
export function readFiles(restoreKey: string, now: number): Promise<RestoredFile[]> {
  return withDatabase([], async (database) => {
    const transaction = database.transaction(['records', 'contents'], 'readwrite')
    const records = transaction.objectStore('records')
    const contents = transaction.objectStore('contents')
    const found: RestoredFile[] = []
    for (const record of await records.index('byKey').getAll(restoreKey)) {
      const stored = (await contents.get([restoreKey, record.clientKey]))?.data
      const data = stored instanceof ArrayBuffer ? new Blob([stored], { type: record.type }) : stored
      if (record.expiresAt > now && data instanceof Blob) found.push({ record, data })
      else
        await Promise.all([
          records.delete([restoreKey, record.clientKey]),
          contents.delete([restoreKey, record.clientKey]),
        ])
    }
    await transaction.done
    return found.sort((a, b) => a.record.addedAt - b.record.addedAt)
  })
}

/**
 * Deletes what the panel kept under `restoreKey`, or with no key everything it kept on this origin:
 * for the host's sign-out. Resolves when done; never rejects.
 */
export function clearRestoredFiles(restoreKey?: string): Promise<void> {
  return withDatabase(undefined, async (database) => {
    const transaction = database.transaction(['records', 'contents'], 'readwrite')
    const records = transaction.objectStore('records')
    const contents = transaction.objectStore('contents')
    if (restoreKey === undefined) {
      await Promise.all([records.clear(), contents.clear(), transaction.done])
      return
    }
    const range = IDBKeyRange.bound([restoreKey], [restoreKey, []])
    await Promise.all([records.delete(range), contents.delete(range), transaction.done])
  })
}
