import { describe, expect, it } from 'vitest'
import { type PanelFacts, readStatusBar, type StatusFile, type StatusState } from './statusBarView'

const facts: PanelFacts = { canUpload: true, mayRetry: (fileId) => !fileId.startsWith('refused') }

const waiting = (id: string): StatusFile => ({ id, progress: { bytesUploaded: 0, bytesTotal: 100 } })
const sending = (id: string, sent: number, extra: Partial<StatusFile> = {}): StatusFile => ({
  id,
  progress: { uploadStarted: 1, bytesUploaded: sent, bytesTotal: 100 },
  ...extra,
})
const sent = (id: string): StatusFile => ({
  id,
  progress: { uploadStarted: 1, uploadComplete: true, bytesUploaded: 100, bytesTotal: 100 },
})
const failed = (id: string): StatusFile => ({ ...sending(id, 0), error: 'Przesyłanie nie powiodło się.' })

function state(files: StatusFile[], extra: Partial<StatusState> = {}): StatusState {
  return {
    files: Object.fromEntries(files.map((file) => [file.id, file])),
    currentUploads: {},
    totalProgress: 0,
    error: null,
    allowNewUpload: true,
    ...extra,
  }
}

const run = { run: { fileIDs: ['a', 'b'] } }

describe('readStatusBar', () => {
  it('offers the files that wait, and nothing else', () => {
    const view = readStatusBar(state([waiting('a'), waiting('b')]), facts)
    expect(view).toMatchObject({ status: 'waiting', waiting: 2, showUpload: true, retry: null, showCancel: false })
  })

  it('offers nothing to send without a token', () => {
    expect(readStatusBar(state([waiting('a')]), { ...facts, canUpload: false }).showUpload).toBe(false)
  })

  it('counts the bytes of the files under way from the same state as the status', () => {
    const view = readStatusBar(
      state([sending('a', 40), sending('b', 100)], { currentUploads: run, totalProgress: 70 }),
      facts,
    )
    expect(view).toMatchObject({ status: 'uploading', sent: 140, total: 200, filesInRun: 2, progress: 70 })
    expect(view).toMatchObject({ showUpload: false, showPauseResume: true, showCancel: true })
  })

  it('says uploading as soon as a run has taken its files, before the first starts', () => {
    const view = readStatusBar(state([waiting('a'), waiting('b')], { currentUploads: run }), facts)
    expect(view).toMatchObject({ status: 'uploading', waiting: 0, showUpload: false })
  })

  it('is paused when every file under way is paused', () => {
    const files = [sending('a', 10, { isPaused: true }), sending('b', 10, { isPaused: true })]
    expect(readStatusBar(state(files, { currentUploads: run }), facts).status).toBe('paused')
    const oneGoing = [sending('a', 10, { isPaused: true }), sending('b', 10)]
    expect(readStatusBar(state(oneGoing, { currentUploads: run }), facts).status).toBe('uploading')
  })

  it('is complete only once every file is sent and none is still being finished', () => {
    expect(readStatusBar(state([sent('a')], { totalProgress: 100 }), facts)).toMatchObject({
      status: 'complete',
      showDone: true,
      showCancel: false,
    })
    const finishing = {
      ...sent('a'),
      progress: {
        ...sent('a').progress,
        postprocess: { mode: 'determinate' as const, value: 0.5, message: 'Zapisywanie' },
      },
    }
    expect(readStatusBar(state([finishing]), facts)).toMatchObject({
      status: 'postprocessing',
      progress: 50,
      processing: { message: 'Zapisywanie' },
    })
  })

  it('after a failure retries the failed files it may send again, as "Ponów"', () => {
    const view = readStatusBar(state([failed('a'), sent('b')], { error: 'x' }), facts)
    expect(view).toMatchObject({ status: 'error', progress: null, retry: { sendsWaiting: false }, showUpload: false })
  })

  it('offers no retry when the server refused every failed file', () => {
    expect(readStatusBar(state([failed('refused-a')], { error: 'x' }), facts).retry).toBeNull()
  })

  it('sends the files added since a failure with those it retries, counted together', () => {
    const files = [failed('a'), failed('refused-b'), waiting('c'), waiting('d')]
    expect(readStatusBar(state(files, { error: 'x' }), facts).retry).toEqual({ sendsWaiting: true, count: 3 })
    const onlyRefused = [failed('refused-b'), waiting('c')]
    expect(readStatusBar(state(onlyRefused, { error: 'x' }), facts).retry).toEqual({ sendsWaiting: true, count: 1 })
  })

  it('offers the files added after a run, and beside a run', () => {
    const afterRun = readStatusBar(state([sent('a'), waiting('b')]), facts)
    expect(afterRun).toMatchObject({ status: 'waiting', showUpload: true, waiting: 1 })
    const duringRun = readStatusBar(
      state([sending('a', 10), waiting('b')], { currentUploads: { r: { fileIDs: ['a'] } } }),
      facts,
    )
    expect(duringRun).toMatchObject({ status: 'uploading', waiting: 1, showUpload: false })
  })

  describe('photos prepared just before they are sent (resizePhotos)', () => {
    /** A photo of a batch of `toPrepare`, `prepared` of which are ready: started, not sent yet. */
    const preparing = (id: string, prepared: number, toPrepare: number): StatusFile => ({
      id,
      progress: {
        uploadStarted: 1,
        bytesUploaded: 0,
        bytesTotal: 100,
        preprocess: {
          mode: 'determinate',
          value: prepared / toPrepare,
          message: `Przygotowywanie zdjęć do wysłania: ${prepared} z ${toPrepare}`,
          prepared,
          toPrepare,
        },
      },
    })
    const photoRun = { run: { fileIDs: ['a', 'b', 'c'] } }

    it('is preprocessing while no file is being sent, its bar the photos prepared of those to prepare', () => {
      const view = readStatusBar(state([preparing('a', 1, 4), preparing('b', 1, 4)], { currentUploads: run }), facts)
      expect(view).toMatchObject({
        status: 'preprocessing',
        progress: 25,
        indeterminate: false,
        processing: { message: 'Przygotowywanie zdjęć do wysłania: 1 z 4' },
        photos: { prepared: 1, toPrepare: 4 },
      })
      // The photos have started: they can be paused, and the run cancelled.
      expect(view).toMatchObject({ showPauseResume: true, showCancel: true, showUpload: false })
    })

    it('is uploading once a file is sent, the photos prepared so far in its details', () => {
      const files = [sent('a'), sending('b', 40), preparing('c', 2, 3)]
      const view = readStatusBar(state(files, { currentUploads: photoRun, totalProgress: 50 }), facts)
      expect(view).toMatchObject({ status: 'uploading', progress: 50, photos: { prepared: 2, toPrepare: 3 } })
      expect(readStatusBar(state([sending('b', 40)], { currentUploads: run }), facts).photos).toBeNull()
    })

    it('offers no pause while the host’s own steps prepare files that have not started', () => {
      const step = {
        ...waiting('a'),
        progress: { ...waiting('a').progress, preprocess: { mode: 'indeterminate' as const } },
      }
      expect(readStatusBar(state([step], { currentUploads: run }), facts)).toMatchObject({
        status: 'preprocessing',
        showPauseResume: false,
        photos: null,
      })
    })
  })

  it('has no total when a size is unknown', () => {
    const unknown = { ...sending('a', 10), progress: { uploadStarted: 1, bytesUploaded: 10, bytesTotal: null } }
    expect(readStatusBar(state([unknown, sending('b', 5)], { currentUploads: run }), facts)).toMatchObject({
      sent: 15,
      total: null,
    })
  })
})
