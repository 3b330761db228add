// Plain Uppy (the baseline's wiring) with @uppy/compressor, the way a host scales photos with Uppy alone,
// asked for what the panel's page asks (./sendPhotoScale.ts). Everything else keeps its default, as a host
// would leave it: Compressor.js reads the EXIF orientation and draws the photo upright, keeps no EXIF, and
// keeps the original when the result is larger; the plugin compresses 10 photos at a time.

import Compressor from '@uppy/compressor'
import type Uppy from '@uppy/core'
import { BaselineUploader } from './BaselineUploader'
import { endpoint, maxFileSize, token } from './harness'
import { reportFinished, startHost } from './hostRoot'
import { SEND_PHOTO_SCALE } from './sendPhotoScale'

const addCompressor = (uppy: Uppy) => {
  uppy.use(Compressor, {
    maxWidth: SEND_PHOTO_SCALE.maxSide,
    maxHeight: SEND_PHOTO_SCALE.maxSide,
    quality: SEND_PHOTO_SCALE.quality,
  })
}

startHost('baselineCompressor', () => (
  <BaselineUploader
    endpoint={endpoint}
    token={token}
    maxFileSize={maxFileSize}
    maxFiles={100_000}
    plugins={addCompressor}
    onComplete={reportFinished}
  />
))
