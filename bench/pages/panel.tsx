// The panel exactly as a host uses it: the BUILT package by its public name, with its stylesheet.
import { AttachmentUploadPanel } from 'attachment-upload-panel'
import 'attachment-upload-panel/styles.css'
import { endpoint, maxFileSize, token } from './harness'
import { reportFinished, startHost } from './hostRoot'

const settings = { maxFiles: 100_000, maxFileSize }

startHost('panel', () => (
  <AttachmentUploadPanel token={token} settings={settings} endpoint={endpoint} onCompleteSuccess={reportFinished} />
))
