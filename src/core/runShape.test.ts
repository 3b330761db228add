import { describe, expect, it } from 'vitest'
import { runShape, type ShapeState } from './runShape'

type ShapeFile = ShapeState['files'][string] & { id: string; progress: { bytesUploaded?: number; bytesTotal?: number } }

const file = (
  id: string,
  extra: Partial<ShapeFile> = {},
  progress: Partial<ShapeFile['progress']> = {},
): ShapeFile => ({
  id,
  progress: { bytesUploaded: 0, bytesTotal: 100, uploadStarted: 1, ...progress },
  ...extra,
})
const stateOf = (files: ShapeFile[], error: string | null = null, runs = 1) => ({
  files: Object.fromEntries(files.map((entry) => [entry.id, entry])),
  currentUploads: Object.fromEntries(Array.from({ length: runs }, (_, index) => [`run${index}`, { fileIDs: [] }])),
  error,
})

describe('runShape', () => {
  const running = stateOf([file('a'), file('b')])

  it('stays the same while bytes are sent and files complete: those wait for the beat', () => {
    const later = stateOf([
      file('a', {}, { bytesUploaded: 100, uploadComplete: true }),
      file('b', {}, { bytesUploaded: 50 }),
    ])
    expect(runShape(later)).toBe(runShape(running))
  })

  it('stays the same as more photos join their preparation: that waits for the beat', () => {
    const preparing = (id: string) => file(id, {}, { preprocess: { mode: 'determinate', value: 0 } })
    const one = stateOf([preparing('a'), file('b', {}, { uploadStarted: null })])
    expect(runShape(stateOf([preparing('a'), preparing('b')]))).toBe(runShape(one))
  })

  it('changes when the last file being sent is sent while others are still prepared (the status turns)', () => {
    const preparing = file('a', {}, { preprocess: { mode: 'determinate', value: 0 } })
    const sending = stateOf([preparing, file('b', {}, { bytesUploaded: 50 })])
    const onlyPrepared = stateOf([preparing, file('b', {}, { bytesUploaded: 100, uploadComplete: true })])
    expect(runShape(onlyPrepared)).not.toBe(runShape(sending))
  })

  it.each([
    ['a file is paused', stateOf([file('a', { isPaused: true }), file('b')])],
    ['a file failed', stateOf([file('a', { error: 'Przesyłanie nie powiodło się' }), file('b')])],
    ['a file is being prepared', stateOf([file('a', {}, { preprocess: { mode: 'indeterminate' } }), file('b')])],
    [
      'a file is being finished',
      stateOf([file('a', {}, { postprocess: { mode: 'determinate', value: 0.5 } }), file('b')]),
    ],
    ['a file was added', stateOf([file('a'), file('b'), file('c')])],
    ['a file was removed', stateOf([file('a')])],
    ['the run has an error', stateOf([file('a'), file('b')], 'Przesyłanie nie powiodło się')],
    ['another run started', stateOf([file('a'), file('b')], null, 2)],
    ['the run ended', stateOf([file('a'), file('b')], null, 0)],
  ])('changes when %s', (_, changed) => {
    expect(runShape(changed)).not.toBe(runShape(running))
  })
})
