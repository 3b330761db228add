import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deleteRow, rowsOf } from '../test/storedRows'
import type { RestoreRecord } from './restoreStore'

const NOW = 1_800_000_000_000
const HOUR = 3_600_000

const record = (clientKey: string, overrides: Partial<RestoreRecord> = {}): RestoreRecord => ({
  restoreKey: 'member-a',
  clientKey,
  name: `${clientKey}.png`,
  originalName: `${clientKey}.png`,
  type: 'image/png',
  size: 3,
  lastModified: 1,
  state: 'chosen',
  addedAt: NOW,
  expiresAt: NOW + HOUR,
  ...overrides,
})

const bytes = (text: string) => new TextEncoder().encode(text).buffer

/** A fresh module (its open database is cached per page) over a fresh IndexedDB. */
async function freshStore() {
  vi.resetModules()
  return import('./restoreStore')
}

describe('restore store', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory())
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('keeps files with their contents and reads them back in the order they were added', async () => {
    const store = await freshStore()
    expect(await store.keepFile(record('b', { addedAt: NOW + 2 }), bytes('bbb'))).toBe(true)
    expect(await store.keepFile(record('a', { addedAt: NOW + 1 }), bytes('aa'))).toBe(true)
    const found = await store.readFiles('member-a', NOW)
    expect(found.map(({ record }) => record.clientKey)).toEqual(['a', 'b'])
    expect(await found[0]?.data.text()).toBe('aa')
    expect(found[0]?.data.type).toBe('image/png')
  })

  it('keeps each key’s files apart', async () => {
    const store = await freshStore()
    await store.keepFile(record('a'), bytes('a'))
    await store.keepFile(record('b', { restoreKey: 'member-b' }), bytes('b'))
    expect((await store.readFiles('member-b', NOW)).map(({ record }) => record.clientKey)).toEqual(['b'])
    await store.clearRestoredFiles('member-a')
    expect(await store.readFiles('member-a', NOW)).toEqual([])
    expect(await store.readFiles('member-b', NOW)).toHaveLength(1)
    await store.clearRestoredFiles()
    expect(await store.readFiles('member-b', NOW)).toEqual([])
  })

  it('changes a kept file’s state and name, and forgets files with their contents', async () => {
    const store = await freshStore()
    await store.keepFile(record('a'), bytes('a'))
    await store.keepFile(record('b'), bytes('b'))
    await store.updateFile('member-a', 'a', { state: 'sending', name: 'umowa.png' })
    await store.updateFile('member-a', 'missing', { state: 'sending' })
    await store.forgetFiles('member-a', ['b'])
    const found = await store.readFiles('member-a', NOW)
    expect(found.map(({ record }) => [record.clientKey, record.state, record.name])).toEqual([
      ['a', 'sending', 'umowa.png'],
    ])
    const database = await store.openRestoreDatabase()
    expect(await rowsOf(database ?? null, 'contents')).toHaveLength(1)
  })

  it('deletes expired files of every key, unread', async () => {
    const store = await freshStore()
    await store.keepFile(record('old', { expiresAt: NOW - 1 }), bytes('o'))
    await store.keepFile(record('other', { restoreKey: 'member-b', expiresAt: NOW }), bytes('o'))
    await store.keepFile(record('fresh'), bytes('f'))
    expect((await store.readFiles('member-a', NOW)).map(({ record }) => record.clientKey)).toEqual(['fresh'])
    await store.forgetExpired(NOW)
    const database = await store.openRestoreDatabase()
    expect((await rowsOf(database ?? null, 'records')).map((kept) => kept.clientKey)).toEqual(['fresh'])
    expect(await rowsOf(database ?? null, 'contents')).toHaveLength(1)
  })

  it('deletes a record whose contents are gone instead of restoring an empty file', async () => {
    const store = await freshStore()
    await store.keepFile(record('a'), bytes('a'))
    const database = await store.openRestoreDatabase()
    await deleteRow(database ?? null, 'contents', ['member-a', 'a'])
    expect(await store.readFiles('member-a', NOW)).toEqual([])
    expect(await rowsOf(database ?? null, 'records')).toEqual([])
  })

  it.each([
    ['missing', () => vi.stubGlobal('indexedDB', undefined)],
    [
      'throwing when touched (a sandboxed iframe)',
      () =>
        vi.stubGlobal('indexedDB', {
          open() {
            throw new DOMException('The operation is insecure.', 'SecurityError')
          },
        }),
    ],
  ])('resolves to nothing, never throws, when IndexedDB is %s', async (_case, breakStorage) => {
    breakStorage()
    const store = await freshStore()
    expect(await store.keepFile(record('a'), bytes('a'))).toBe(false)
    expect(await store.readFiles('member-a', NOW)).toEqual([])
    await expect(store.updateFile('member-a', 'a', { state: 'sending' })).resolves.toBeUndefined()
    await expect(store.forgetFiles('member-a', ['a'])).resolves.toBeUndefined()
    await expect(store.forgetExpired(NOW)).resolves.toBeUndefined()
    await expect(store.clearRestoredFiles()).resolves.toBeUndefined()
  })

  it('tries to open the database again after it could not (IndexedDB missing at first)', async () => {
    vi.stubGlobal('indexedDB', undefined)
    const store = await freshStore()
    expect(await store.keepFile(record('a'), bytes('a'))).toBe(false)
    vi.stubGlobal('indexedDB', new IDBFactory())
    expect(await store.keepFile(record('a'), bytes('a'))).toBe(true)
    expect(await store.readFiles('member-a', NOW)).toHaveLength(1)
  })

  it('says a file could not be kept when the write fails (a full quota)', async () => {
    const store = await freshStore()
    const database = await store.openRestoreDatabase()
    if (!database) throw new Error('no database')
    vi.spyOn(database, 'transaction').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    })
    expect(await store.keepFile(record('a'), bytes('a'))).toBe(false)
  })
})
