// The panel as a host that scales photos before sending uses it (the phone profile's send scenario):
// the BUILT package by its public name, with `resizePhotos`.
import { AttachmentUploadPanel } from 'attachment-upload-panel'
import 'attachment-upload-panel/styles.css'
import { endpoint, maxFileSize, token } from './harness'
import { reportFinished, startHost } from './hostRoot'
import { SEND_PHOTO_SCALE } from './sendPhotoScale'

const settings = { maxFiles: 100_000, maxFileSize }
const resizePhotos = { maxSide: SEND_PHOTO_SCALE.maxSide, quality: SEND_PHOTO_SCALE.quality }

startHost('panelResized', () => (
  <AttachmentUploadPanel
    token={token}
    settings={settings}
    endpoint={endpoint}
    resizePhotos={resizePhotos}
    onCompleteSuccess={reportFinished}
  />
))
