// What the panel keeps for a reload, read from the page's IndexedDB by the end-to-end tests.
import type { EnginePage } from './engineStack'

export interface KeptRecord {
  key: string
  name: string
  state: string
}

/**
 * What the panel has written to IndexedDB, read directly (without creating the database when it is
 * not there: a database opened here first would have no stores when the panel opens it).
 */
export const keptRecords = (page: EnginePage) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name)
    if (!names.includes('attachment-upload-panel')) return [] as KeptRecord[]
    return new Promise<KeptRecord[]>((resolve, reject) => {
      const open = indexedDB.open('attachment-upload-panel')
      open.onerror = () => reject(open.error)
      open.onsuccess = () => {
        const database = open.result
        const all = database.transaction('records').objectStore('records').getAll()
        all.onsuccess = () => {
          database.close()
          const records = all.result as Array<{ restoreKey: string; name: string; state: string }>
          resolve(records.map((record) => ({ key: record.restoreKey, name: record.name, state: record.state })))
        }
      }
    })
  }, null)
