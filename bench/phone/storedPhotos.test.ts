import { describe, expect, it } from 'vitest'
import type { LoggedFile, RequestLogEntry } from '../../server/requestLog'
import type { Photo } from './photos'
import { addStoredPhotos, judgeStoredPhotos, storedFiles } from './storedPhotos'

const picked: Photo[] = [
  { file: 'photo-01.jpg', bytes: 4_200_000, orientation: 6, location: true },
  { file: 'photo-02.jpg', bytes: 4_300_000, orientation: 1, location: true },
  { file: 'photo-03.jpg', bytes: 4_100_000, orientation: 8, location: false },
]

const stored = (index: number, size: number, facts: LoggedFile['photo']): LoggedFile => ({
  name: `photo-7-${index}.jpg`,
  type: 'image/jpeg',
  size,
  sha256: 'x',
  photo: facts,
})

describe('judgeStoredPhotos', () => {
  it('counts photos sent as picked as turned by their tag, keeping their location', () => {
    const asPicked = [
      stored(0, 4_200_000, { width: 4000, height: 3000, orientation: 6, hasLocation: true }),
      stored(1, 4_300_000, { width: 4000, height: 3000, orientation: 1, hasLocation: true }),
      stored(2, 4_100_000, { width: 4000, height: 3000, orientation: 8, hasLocation: false }),
    ]
    expect(judgeStoredPhotos(asPicked, picked)).toEqual({
      files: 3,
      bytes: 12_600_000,
      // The landscape one needs no turn: upright as it is.
      upright: 1,
      turnedByTag: 2,
      wrongWay: 0,
      withLocation: 2,
      pickedWithLocation: 2,
      unread: 0,
    })
  })

  it('counts photos drawn upright without a tag as upright, and ones turned twice or left unturned as the wrong way', () => {
    const scaled = [
      stored(0, 900_000, { width: 1920, height: 2560, orientation: null, hasLocation: false }),
      // Turned upright, but the tag kept: a viewer turns it again.
      stored(1, 800_000, { width: 2560, height: 1920, orientation: 1, hasLocation: false }),
      stored(2, 700_000, { width: 2560, height: 1920, orientation: null, hasLocation: false }),
    ]
    const judged = judgeStoredPhotos(scaled, picked)
    expect(judged).toMatchObject({ files: 3, bytes: 2_400_000, upright: 2, wrongWay: 1, withLocation: 0 })
    const doubleTurn = [stored(0, 1, { width: 1920, height: 2560, orientation: 6, hasLocation: false })]
    expect(judgeStoredPhotos(doubleTurn, picked).wrongWay).toBe(1)
  })

  it('leaves out what the record cannot tell, and adds runs up', () => {
    const odd = [stored(0, 10, null), { ...stored(0, 20, null), name: 'inny.jpg' }]
    const judged = judgeStoredPhotos(odd, picked)
    expect(judged).toMatchObject({ files: 2, bytes: 30, unread: 2, upright: 0, pickedWithLocation: 1 })
    expect(addStoredPhotos([judged, judged])).toMatchObject({ files: 4, bytes: 60, unread: 4 })
  })

  it('reads the stored files out of the request log', () => {
    const entry = (outcome: RequestLogEntry['outcome'], file: LoggedFile | null) =>
      ({ outcome, file }) as RequestLogEntry
    const file = stored(0, 5, null)
    expect(storedFiles([entry('stored', file), entry('rejected', file), entry('stored', null)])).toEqual([file])
  })
})
