import { describe, expect, it, vi } from 'vitest'
import { createPanelController } from '../panel/createPanelController'
import { freshEachTest } from '../test/freshEachTest'
import { createTestConfig, pngToAdd, setLimits, settle, texts } from '../test/panelHarness'
import { keptNames, leavePage, listedNames, mount, mounted, openPage, settled } from '../test/restoreKeeperHarness'
import { rowsOf } from '../test/storedRows'
import * as restoreMessages from './restoreMessages'
import * as store from './restoreStore'

describe('RestoreKeeper', () => {
  const network = freshEachTest(openPage, leavePage)

  it('forgets a file the server confirmed, so a reload brings back only the one not sent', async () => {
    const first = mount()
    first.controller.uppy.addFiles([pngToAdd('a.png'), pngToAdd('b.png')])
    await settled(first)
    const upload = first.controller.uppy.upload().catch(() => undefined)
    await settle()
    expect(network.sent()).toHaveLength(2)
    await settled(first)
    expect((await keptNames()).map(([, state]) => state)).toEqual(['sending', 'sending'])
    const [toA, toB] = network.sent()
    toA?.finishUpload()
    toA?.respond(201, '{"id":1}')
    toB?.finishUpload()
    toB?.respond(400, '{"message":"Plik jest uszkodzony."}')
    await upload
    await settled(first)
    // b's request was answered: the server did not store it, it may be sent again as it is.
    expect(await keptNames()).toEqual([['b.png', 'chosen']])
  })

  it('never keeps a file the server confirmed before the store was ready, nor one already under way as merely chosen', async () => {
    // Listed and under way before the keeper's chunk loaded (a slow page).
    const panel = mount(undefined, undefined, ({ uppy }) => {
      const id = uppy.addFile(pngToAdd('w-drodze.png'))
      uppy.emit('upload-start', [uppy.getFile(id)])
    })
    const { uppy } = panel.controller
    // Added, sent and confirmed before the keeper's first look at the store ended.
    const confirmed = uppy.addFile(pngToAdd('wyslany.png'))
    uppy.emit('upload-start', [uppy.getFile(confirmed)])
    uppy.emit('upload-success', uppy.getFile(confirmed), { status: 201, body: { parsed: {} }, uploadURL: '' })
    await settled(panel)
    // A reload sends neither again on its own: the confirmed one is not kept, the other may have been stored.
    expect(await keptNames()).toEqual([['w-drodze.png', 'sending']])
  })

  it('forgets every file when the member cancels with "Anuluj"', async () => {
    const panel = mount()
    panel.controller.uppy.addFiles([pngToAdd('a.png'), pngToAdd('b.png')])
    await settled(panel)
    expect(await keptNames()).toHaveLength(2)
    panel.controller.uppy.cancelAll()
    await settled(panel)
    expect(await keptNames()).toEqual([])
    const database = await store.openRestoreDatabase()
    expect(await rowsOf(database, 'contents')).toEqual([])
  })

  it('with resizePhotos keeps a JPEG over maxFileSize, as the intake lists it (checked once scaled), and brings it back', async () => {
    const config = createTestConfig({ resizePhotos: { maxSide: 2560 } })
    setLimits(config, { maxFiles: 5, maxFileSize: 64 })
    const photo = new Uint8Array(1_000)
    photo.set([0xff, 0xd8, 0xff, 0xe0])
    const first = mount('member-a', config)
    first.controller.uppy.addFiles([
      { name: 'aparat.jpg', data: new File([photo], 'aparat.jpg', { type: 'image/jpeg', lastModified: 7 }) },
    ])
    await settled(first)
    expect(await keptNames()).toEqual([['aparat.jpg', 'chosen']])
    expect(texts(first.controller.feedback, 'info')).toEqual([])
    first.unmount()

    const second = mount('member-a', config)
    await settled(second)
    expect(listedNames(second)).toEqual(['aparat.jpg'])
  })

  it('says once, quietly, that files will not be kept when the browser cannot store them', async () => {
    vi.stubGlobal('indexedDB', undefined)
    vi.resetModules()
    const { RestoreKeeper: FreshKeeper } = await import('./RestoreKeeper')
    const config = createTestConfig()
    const controller = createPanelController('panel-no-storage', () => config)
    const keeper = new FreshKeeper(controller.uppy, controller.context, { restoreKey: 'member-a', maxAgeMs: 1000 })
    const unmount = () => {
      controller.destroy()
      keeper.stop()
    }
    mounted.push({ controller, keeper, config, unmount })
    controller.uppy.addFiles([pngToAdd('a.png'), pngToAdd('b.png')])
    await keeper.settled()
    await settle()
    expect(texts(controller.feedback, 'info')).toEqual([restoreMessages.notKeptForReload])
    expect(controller.uppy.getFiles()).toHaveLength(2)
  })
})
