// What leaves the member's browser: a JPEG's position is taken out before it is sent, nothing else
// changes; `keepPhotoLocation` sends the photo as chosen. Real Uppy, the panel's transport, MSW reading
// the multipart body the browser built.
import exifr from 'exifr'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { photoExif, photoXmp } from '../test/exifBlocks'
import { exifSegment, jpegWith, xmpSegment } from '../test/exifPhotos'
import { pngFile } from '../test/files'
import { addFiles, button } from '../test/renderPanel'
import { setUpUploadMock } from '../test/uploadMock'
import { eventually } from '../test/waits'
import { readJpegHead } from './jpegSegments'

const { worker, mock, setup } = setUpUploadMock()

/** The bytes of every file the server received, by name; the request then goes on to the mock server. */
function recordReceivedFiles(): Map<string, Uint8Array> {
  const received = new Map<string, Uint8Array>()
  worker.use(
    http.post('*/api/member/v1/attachments/upload', async ({ request }) => {
      const file = (await request.clone().formData()).get('file')
      if (file instanceof File) received.set(file.name, new Uint8Array(await file.arrayBuffer()))
      return undefined
    }),
    mock.success(),
  )
  return received
}

const PHOTO = jpegWith([exifSegment(photoExif({ orientation: 6 })), xmpSegment(photoXmp('attributes'))], 64 * 1024)
const photoFile = (name = 'wakacje.jpg') => new File([PHOTO], name, { type: 'image/jpeg' })
const scanStart = (bytes: Uint8Array) => {
  const head = readJpegHead(bytes)
  if (head.kind !== 'segments') throw new Error('not a JPEG header')
  return head.scanStart
}

describe('the location of phone photos', () => {
  it('is removed before the photo is sent: no GPS in EXIF or XMP, Orientation and the image data unchanged', async () => {
    const received = recordReceivedFiles()
    const onUploadSuccess = vi.fn()
    const { container } = await setup({ onUploadSuccess })
    await addFiles(container, [photoFile(), pngFile('rysunek.png')])
    await button('Prześlij 2 pliki').click()
    await eventually(() => expect(onUploadSuccess).toHaveBeenCalledTimes(2))

    const sent = received.get('wakacje.jpg')
    if (!sent) throw new Error('the photo never reached the server')
    expect(await exifr.gps(PHOTO)).toMatchObject({ latitude: expect.any(Number) })
    expect(await exifr.gps(sent)).toBeUndefined()
    const metadata = await exifr.parse(sent, { xmp: true, gps: true, mergeOutput: true })
    expect(Object.keys(metadata).filter((key) => /GPS|latitude|longitude/.test(key))).toEqual([])
    expect(metadata).toMatchObject({ Make: 'Fotofon', CreatorTool: 'Fotofon' })
    expect(await exifr.orientation(sent)).toBe(6)
    expect(sent.length).toBe(PHOTO.length)
    expect(sent.subarray(scanStart(sent))).toEqual(PHOTO.subarray(scanStart(PHOTO)))
    // The host is handed what was sent.
    const hosted = onUploadSuccess.mock.calls.find(([file]) => file.name === 'wakacje.jpg')?.[0]
    expect(new Uint8Array(await hosted.data.arrayBuffer())).toEqual(sent)
    // Other files go as chosen.
    expect(received.get('rysunek.png')).toEqual(new Uint8Array(await pngFile('rysunek.png').arrayBuffer()))
  })

  it('goes with the photo, byte for byte, when the host passes keepPhotoLocation', async () => {
    const received = recordReceivedFiles()
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ keepPhotoLocation: true, onCompleteSuccess })
    await addFiles(container, [photoFile()])
    await button('Prześlij 1 plik').click()
    await eventually(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1))
    expect(received.get('wakacje.jpg')).toEqual(PHOTO)
  })
})
