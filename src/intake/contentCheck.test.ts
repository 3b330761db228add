import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PanelFile, PanelUppy } from '../core/panelTypes'
import { pngBytes } from '../test/fixtures'
import { deferred } from '../test/panelHarness'
import { ContentChecks } from './contentCheck'

/** A PNG whose bytes are handed over only when the test releases them; counts its reads. */
class HeldPng extends Blob {
  reads = 0
  readonly #release = deferred()
  constructor() {
    super([pngBytes()], { type: 'image/png' })
  }
  release(): void {
    this.#release.resolve()
  }
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    this.reads++
    const bytes = super.stream().getReader()
    return new ReadableStream({
      pull: async (controller) => {
        await this.#release.promise
        const { done, value } = await bytes.read()
        if (done) controller.close()
        else controller.enqueue(value)
      },
      cancel: (reason) => bytes.cancel(reason),
    })
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('ContentChecks', () => {
  let listed: Map<string, PanelFile>
  let checks: ContentChecks
  const add = (count: number) =>
    Array.from({ length: count }, (_, index) => {
      const data = new HeldPng()
      const file = {
        id: `f${listed.size}`,
        type: 'image/png',
        name: `${index}.png`,
        data,
        meta: {},
      } as unknown as PanelFile
      listed.set(file.id, file)
      checks.start(file)
      return data
    })

  beforeEach(() => {
    listed = new Map()
    const uppy = {
      getFile: (id: string) => listed.get(id),
      removeFile: (id: string) => listed.delete(id),
    } as unknown as PanelUppy
    checks = new ContentChecks(uppy, () => {})
  })
  afterEach(() => vi.restoreAllMocks())

  it('reads nothing while the files are being added, then starts in one task for the whole add', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout')
    const files = add(50)
    await Promise.resolve()
    expect(files.filter((file) => file.reads > 0)).toHaveLength(0)
    // 500 files were 500 timers inside Uppy's addFiles: now one.
    expect(timers).toHaveBeenCalledTimes(1)
    await nextTask()
    expect(files.filter((file) => file.reads > 0)).toHaveLength(4)
  })

  it('reads four files at a time, in the order they were added, and the upload waits for all', async () => {
    const files = add(6)
    const checked = vi.fn()
    void checks.waitFor(['f0', 'f1', 'f2', 'f3', 'f4', 'f5']).then(checked)
    await nextTask()
    expect(files.map((file) => file.reads)).toEqual([1, 1, 1, 1, 0, 0])
    files[1]?.release()
    await vi.waitFor(() => expect(files.map((file) => file.reads)).toEqual([1, 1, 1, 1, 1, 0]))
    for (const file of files) file.release()
    await vi.waitFor(() => expect(checked).toHaveBeenCalled())
    expect(files.map((file) => file.reads)).toEqual([1, 1, 1, 1, 1, 1])
  })

  it('does not read a file removed before its turn, and the upload does not wait for it', async () => {
    const files = add(5)
    listed.delete('f4')
    await nextTask()
    for (const file of files) file.release()
    await checks.waitFor(['f0', 'f1', 'f2', 'f3', 'f4'])
    expect(files.map((file) => file.reads)).toEqual([1, 1, 1, 1, 0])
  })

  it('gives the page a turn after 8 ms of checks back to back, and goes on in a task of its own', async () => {
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    const files = add(12)
    await nextTask()
    const timers = vi.spyOn(globalThis, 'setTimeout')
    // Each read ends 3 ms of the page's time after the one before: the third ends the slice.
    for (const file of files.slice(0, 3)) {
      now += 3
      file.release()
      await vi.waitFor(() => expect(checks.waitFor([`f${files.indexOf(file)}`])).resolves.toBeUndefined())
    }
    await vi.waitFor(() => expect(timers).toHaveBeenCalledTimes(1))
    expect(files.filter((file) => file.reads > 0)).toHaveLength(6)
    for (const file of files) file.release()
    await checks.waitFor(files.map((_, index) => `f${index}`))
    expect(files.map((file) => file.reads)).toEqual(Array(12).fill(1))
  })
})
