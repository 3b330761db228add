import { describe, expect, it } from 'vitest'
import { betweenRuns, duringRun, type ListedFile } from './listTitleText'

const sent: ListedFile = { progress: { uploadStarted: 1, uploadComplete: true } }
const failed: ListedFile = { error: 'Plik jest uszkodzony.', progress: { uploadStarted: 1, uploadComplete: false } }
const waiting: ListedFile = { progress: { uploadStarted: null } }
const inFlightOrPaused: ListedFile = { progress: { uploadStarted: 1, uploadComplete: false } }
const preparing: ListedFile = { progress: { uploadStarted: null, preprocess: { mode: 'indeterminate' } } }
const savingOnServer: ListedFile = {
  progress: { uploadStarted: 1, uploadComplete: true, postprocess: { mode: 'indeterminate' } },
}

describe('betweenRuns: what the file list header describes when no run is in progress', () => {
  it('counts the files sent and the files that failed once the run has ended', () => {
    expect(betweenRuns([sent, sent], false)).toEqual({ ended: { sent: 2, failed: 0 } })
    expect(betweenRuns([failed, failed], false)).toEqual({ ended: { sent: 0, failed: 2 } })
    expect(betweenRuns([sent, failed, sent], false)).toEqual({ ended: { sent: 2, failed: 1 } })
  })

  it('counts a file that failed before sending (a preparation step) or after it (a saving step) as failed', () => {
    const failedToPrepare: ListedFile = { error: 'Przetwarzanie nie powiodło się.', progress: { uploadStarted: null } }
    const failedToSave: ListedFile = { error: 'Przetwarzanie nie powiodło się.', progress: { uploadComplete: true } }
    expect(betweenRuns([failedToPrepare, failedToSave], false)).toEqual({ ended: { sent: 0, failed: 2 } })
  })

  it('counts the files waiting to be sent, with how the last run ended when files of it are listed', () => {
    expect(betweenRuns([waiting, waiting], false)).toEqual({ waiting: 2 })
    expect(betweenRuns([failed, waiting], false)).toEqual({ waiting: 1, ended: { sent: 0, failed: 1 } })
    expect(betweenRuns([sent, failed, waiting], false)).toEqual({ waiting: 1, ended: { sent: 1, failed: 1 } })
  })

  it('is null while a run is in progress, even if every file has finished', () => {
    expect(betweenRuns([sent, failed], true)).toBeNull()
    expect(betweenRuns([waiting], true)).toBeNull()
  })

  it('is null while a file is in flight, paused, being prepared or being saved', () => {
    expect(betweenRuns([sent, inFlightOrPaused], false)).toBeNull()
    expect(betweenRuns([failed, preparing], false)).toBeNull()
    expect(betweenRuns([waiting, savingOnServer], false)).toBeNull()
  })

  it('is null for an empty list', () => {
    expect(betweenRuns([], false)).toBeNull()
  })
})

describe('duringRun: what the header counts while a run sends its files', () => {
  const run = (...fileIDs: string[]) => ({ run: { fileIDs } })

  it('counts every file of the run, sent and failed ones too, while one is on its way', () => {
    expect(duringRun({ a: sent, b: inFlightOrPaused, c: inFlightOrPaused }, run('a', 'b', 'c'))).toEqual({ running: 3 })
    expect(duringRun({ a: sent, b: failed, c: inFlightOrPaused }, run('a', 'b', 'c'))).toEqual({ running: 3 })
  })

  it('counts only the files of the run: not those added meanwhile, nor those removed from the list', () => {
    expect(duringRun({ a: inFlightOrPaused, b: waiting }, run('a'))).toEqual({ running: 1 })
    expect(duringRun({ a: inFlightOrPaused }, run('a', 'removed'))).toEqual({ running: 1 })
  })

  it('is null when no file of the run is on its way: all paused, or being processed (Uppy says so)', () => {
    expect(duringRun({ a: { ...inFlightOrPaused, isPaused: true }, b: sent }, run('a', 'b'))).toBeNull()
    expect(duringRun({ a: preparing }, run('a'))).toBeNull()
    expect(duringRun({ a: savingOnServer }, run('a'))).toBeNull()
  })

  it('is null while the run only prepares its photos before sending them (resizePhotos): they started, none is sent', () => {
    const photo: ListedFile = {
      progress: { uploadStarted: 1, uploadComplete: false, preprocess: { mode: 'determinate' } },
    }
    expect(duringRun({ a: photo, b: photo }, run('a', 'b'))).toBeNull()
    expect(duringRun({ a: photo, b: inFlightOrPaused }, run('a', 'b'))).toEqual({ running: 2 })
  })
})
