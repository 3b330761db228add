import { describe, expect, it } from 'vitest'
import { pngBytes } from '../test/fixtures'
import { freshEachTest } from '../test/freshEachTest'
import { createTestConfig, pngToAdd, recordAnnouncements, setLimits, settle, texts } from '../test/panelHarness'
import { keptNames, leavePage, listedNames, mount, openPage, settled } from '../test/restoreKeeperHarness'
import * as restoreMessages from './restoreMessages'

describe('RestoreKeeper', () => {
  const network = freshEachTest(openPage, leavePage)

  it('keeps added files until removed, and brings them back after a reload, sending nothing', async () => {
    const first = mount()
    first.controller.uppy.addFiles([pngToAdd('a.png'), pngToAdd('b.png')])
    await settled(first)
    // The member renames one in the file card.
    const [a] = first.controller.uppy.getFiles()
    if (!a) throw new Error('not listed')
    first.controller.uppy.setFileMeta(a.id, { name: 'umowa.png' })
    first.controller.uppy.addFile(pngToAdd('c.png'))
    await settled(first)
    const c = first.controller.uppy.getFiles().find((file) => file.name === 'c.png')
    if (c) first.controller.uppy.removeFile(c.id)
    await settled(first)
    expect(await keptNames()).toEqual([
      ['umowa.png', 'chosen'],
      ['b.png', 'chosen'],
    ])
    first.unmount()
    await settle()
    expect(await keptNames()).toHaveLength(2)

    const second = mount()
    const heard = recordAnnouncements(second.controller.feedback.announcer)
    await settled(second)
    expect(listedNames(second)).toEqual(['umowa.png', 'b.png'])
    const contents = second.controller.uppy.getFiles()[0]?.data as Blob
    expect(new Uint8Array(await contents.arrayBuffer())).toEqual(pngBytes(16))
    expect(texts(second.controller.feedback, 'info')).toEqual([restoreMessages.filesRestored(2, 0)])
    expect(heard.map(({ text }) => text)).toEqual([restoreMessages.filesRestored(2, 0)])
    expect(network.requests).toHaveLength(0)
    // Restored once: the keeper does not write them again as new files.
    expect(await keptNames()).toHaveLength(2)
  })

  it('brings back a file whose body had left as uncertain: not sent with the others, only by its own retry', async () => {
    const first = mount()
    first.controller.uppy.addFile(pngToAdd('a.png'))
    await settled(first)
    void first.controller.uppy.upload().catch(() => undefined)
    await settle()
    network.last().finishUpload(16)
    await settled(first)
    // The page goes away while the server holds the answer.
    first.unmount()
    await settle()
    expect(await keptNames()).toEqual([['a.png', 'sending']])

    const second = mount()
    await settled(second)
    const [restored] = second.controller.uppy.getFiles()
    if (!restored) throw new Error('not restored')
    expect(restored.error).toBe(restoreMessages.sentWhenPageClosed)
    expect(second.controller.remedyOf(restored.id)).toBe('confirm')
    expect(texts(second.controller.feedback, 'info')).toEqual([restoreMessages.filesRestored(1, 1)])

    // The upload button sends the new file only.
    second.controller.uppy.addFile(pngToAdd('nowy.png'))
    await settled(second)
    const before = network.sent().length
    void second.controller.uppy.upload().catch(() => undefined)
    await settled(second)
    const sentNow = network.sent().slice(before)
    expect(sentNow).toHaveLength(1)
    expect(second.controller.uppy.getFile(restored.id)?.error).toBe(restoreMessages.sentWhenPageClosed)

    // Its own retry button sends it.
    void second.controller.uppy.retryUpload(restored.id).catch(() => undefined)
    await settled(second)
    expect(network.sent().length).toBe(before + 2)
  })

  it('keeps each key’s files apart', async () => {
    const first = mount('member-a')
    first.controller.uppy.addFile(pngToAdd('a.png'))
    await settled(first)
    first.unmount()
    const other = mount('member-b')
    await settled(other)
    expect(listedNames(other)).toEqual([])
  })

  it('waits for the host’s settings before bringing files back, so none is refused while they load', async () => {
    const first = mount()
    first.controller.uppy.addFile(pngToAdd('a.png'))
    await settled(first)
    first.unmount()

    const config = createTestConfig()
    setLimits(config, undefined)
    const second = mount('member-a', config)
    await settle()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(listedNames(second)).toEqual([])
    expect(await keptNames()).toHaveLength(1)
    setLimits(config, { maxFiles: 5, maxFileSize: 1024 * 1024 })
    second.controller.refresh()
    await settled(second)
    expect(listedNames(second)).toEqual(['a.png'])
  })

  it('brings back only as many files as there are places, and forgets those refused', async () => {
    const first = mount()
    first.controller.uppy.addFiles(['a.png', 'b.png', 'c.png'].map((name) => pngToAdd(name)))
    await settled(first)
    first.unmount()

    const config = createTestConfig()
    setLimits(config, { maxFiles: 5, maxFileSize: 1024 * 1024 }, 3)
    const second = mount('member-a', config)
    await settled(second)
    expect(listedNames(second)).toHaveLength(2)
    expect(await keptNames()).toHaveLength(2)
    expect(texts(second.controller.feedback, 'info')).toEqual([restoreMessages.filesRestored(2, 0)])
  })
})
