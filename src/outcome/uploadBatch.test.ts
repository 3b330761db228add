import { describe, expect, it } from 'vitest'
import { UploadBatch } from './uploadBatch'

const attachment = (id: string) => ({
  file: { id, name: `${id}.png`, type: 'image/png', size: 1, data: new Blob(['x']) },
  response: { status: 200, body: { id } },
})
const done = { uploadComplete: true, failed: false, paused: false }
const failed = { uploadComplete: false, failed: true, paused: false }

describe('UploadBatch', () => {
  it('reports all files once when every file succeeded, in the order they were sent', () => {
    const batch = new UploadBatch()
    batch.addFiles(['a', 'b'])
    batch.recordSuccess('b', attachment('b'))
    batch.recordSuccess('a', attachment('a'))
    expect(batch.settle(() => done)?.map((entry) => entry.file.id)).toEqual(['a', 'b'])
    expect(batch.settle(() => done)).toBeNull()
  })

  it('reports nothing while a file has failed, and everything once the retry succeeded', () => {
    const batch = new UploadBatch()
    batch.addFiles(['a', 'b'])
    batch.recordSuccess('a', attachment('a'))
    const status: Record<string, typeof done> = { a: done, b: failed }
    expect(batch.settle((id) => status[id])).toBeNull()
    batch.addFiles(['b'])
    batch.recordSuccess('b', attachment('b'))
    status.b = done
    expect(batch.settle((id) => status[id])?.map((entry) => entry.file.id)).toEqual(['a', 'b'])
  })

  it('reports nothing while a file is paused', () => {
    const batch = new UploadBatch()
    batch.addFiles(['a'])
    expect(batch.settle(() => ({ uploadComplete: false, failed: false, paused: true }))).toBeNull()
  })

  it('forgets removed files', () => {
    const batch = new UploadBatch()
    batch.addFiles(['a', 'b'])
    batch.recordSuccess('a', attachment('a'))
    batch.forgetFile('b')
    expect(batch.settle((id) => (id === 'a' ? done : undefined))?.map((entry) => entry.file.id)).toEqual(['a'])
  })
})
