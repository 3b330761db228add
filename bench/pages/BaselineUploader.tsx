// The baseline: a plain Uppy Dashboard + XHR upload wiring with the obvious options, the way
// a host would write it for the specification without the panel: same endpoint, fields, header,
// restrictions; Polish locale; the parts the specification lists (the note, the file-edit card
// with the file's name, the 500 px dashboard); limit 0.
import Uppy from '@uppy/core'
import pl_PL from '@uppy/locales/lib/pl_PL.js'
import Dashboard from '@uppy/react/dashboard'
import XHRUpload from '@uppy/xhr-upload'
import '@uppy/core/css/style.min.css'
import '@uppy/dashboard/css/style.min.css'
import { useEffect, useState } from 'react'
import { CONTRACT_FIELDS, xhrUploadOptions } from './contractRequest'

const META_FIELDS = [{ id: 'name', name: 'Nazwa pliku' }]

export interface BaselineUploaderProps {
  endpoint: string
  token: string
  maxFileSize: number
  maxFiles: number
  /** What the host adds to the wiring (the phone profile's send scenario: @uppy/compressor); keep it stable. */
  plugins?: (uppy: Uppy) => void
  onComplete?: () => void
}

export function BaselineUploader({
  endpoint,
  token,
  maxFileSize,
  maxFiles,
  plugins,
  onComplete,
}: BaselineUploaderProps) {
  const [uppy, setUppy] = useState<Uppy | null>(null)
  useEffect(() => {
    // Created in the effect and destroyed in its cleanup (safe under StrictMode).
    const instance = new Uppy({
      locale: pl_PL,
      meta: CONTRACT_FIELDS,
      restrictions: {
        maxFileSize,
        maxNumberOfFiles: maxFiles,
        allowedFileTypes: ['image/jpeg', 'image/gif', 'image/png', 'application/pdf'],
      },
    }).use(XHRUpload, xhrUploadOptions(endpoint, token))
    plugins?.(instance)
    setUppy(instance)
    return () => instance.destroy()
  }, [endpoint, token, maxFileSize, maxFiles, plugins])
  useEffect(() => {
    if (!uppy || !onComplete) return
    uppy.on('complete', onComplete)
    return () => {
      uppy.off('complete', onComplete)
    }
  }, [uppy, onComplete])
  return uppy ? (
    <Dashboard
      uppy={uppy}
      width="100%"
      height={500}
      note="Tylko zdjęcia i PDF."
      metaFields={META_FIELDS}
      proudlyDisplayPoweredByUppy={false}
    />
  ) : null
}
