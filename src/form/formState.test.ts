import { describe, expect, it } from 'vitest'
import { attachmentIdOf, type FormFilesState, pendingFiles } from './formState'

type Progress = FormFilesState['files'][string]['progress'] & { uploadStarted?: number | null }
const file = (progress: Progress, error?: string) => ({ progress, ...(error ? { error } : {}) })

describe('pendingFiles', () => {
  it('counts nothing in an empty list, and never a stored file', () => {
    expect(pendingFiles({ files: {}, currentUploads: {} })).toEqual({ waiting: 0, sending: 0 })
    const stored = file({ uploadStarted: 1, uploadComplete: true })
    expect(pendingFiles({ files: { a: stored }, currentUploads: {} })).toEqual({ waiting: 0, sending: 0 })
  })

  it('counts files never sent and failed ones as waiting, files a run holds as sending', () => {
    const state: FormFilesState = {
      files: {
        chosen: file({ uploadStarted: null }),
        failed: file({ uploadStarted: 5, uploadComplete: false }, 'Przesyłanie nie powiodło się'),
        refusedBeforeStart: file({ uploadStarted: null }, 'Serwer nie przyjął pliku'),
        inFlight: file({ uploadStarted: 7, uploadComplete: false }),
        // Held by a run before it starts: a photo being scaled, a host's preprocessing step.
        beingPrepared: file({ uploadStarted: null }),
        stored: file({ uploadStarted: 3, uploadComplete: true }),
      },
      currentUploads: { run: { fileIDs: ['inFlight', 'beingPrepared', 'stored', 'failed'] } },
    }
    expect(pendingFiles(state)).toEqual({ waiting: 3, sending: 2 })
  })

  it('counts a file as sending only while a run holds it: once the run is cancelled it waits', () => {
    const files = { a: file({ uploadStarted: 2 }), b: file({ uploadStarted: null }) }
    expect(pendingFiles({ files, currentUploads: { run: { fileIDs: ['a', 'b'] } } })).toEqual({
      waiting: 0,
      sending: 2,
    })
    expect(pendingFiles({ files, currentUploads: { run: { fileIDs: ['b'] } } })).toEqual({ waiting: 1, sending: 1 })
    expect(pendingFiles({ files, currentUploads: {} })).toEqual({ waiting: 2, sending: 0 })
  })
})

describe('attachmentIdOf', () => {
  it('reads the body’s id by default, as text', () => {
    expect(attachmentIdOf({ id: 'att_7', name: 'a.png' })).toBe('att_7')
    expect(attachmentIdOf({ id: 42 })).toBe('42')
    expect(attachmentIdOf({ id: 0 })).toBe('0')
  })

  it('gives none for a body without a string or number id: no hidden input with "undefined"', () => {
    expect(attachmentIdOf(null)).toBeNull()
    expect(attachmentIdOf('OK')).toBeNull()
    expect(attachmentIdOf({ name: 'a.png' })).toBeNull()
    expect(attachmentIdOf({ id: { nested: 1 } })).toBeNull()
  })

  it('uses the host’s getAttachmentId for other shapes', () => {
    const body = { data: { attachment: { uuid: 'u-1' } } }
    expect(attachmentIdOf(body, (answer) => answer.data.attachment.uuid)).toBe('u-1')
    expect(attachmentIdOf(body, () => undefined)).toBeNull()
  })
})
