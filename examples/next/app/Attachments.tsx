'use client'
// The client wrapper: holds the callbacks, which a server component cannot pass.
import {
  type AttachmentSettings,
  AttachmentUploadPanel,
  type CompleteSuccessResult,
  type UploadedFile,
} from 'attachment-upload-panel'
import { useCallback, useEffect, useState } from 'react'

export function Attachments({ token, settings }: { token: string; settings: AttachmentSettings }) {
  const [hydrated, setHydrated] = useState(false)
  const [uploaded, setUploaded] = useState<string[]>([])
  const [completed, setCompleted] = useState<number | null>(null)
  useEffect(() => setHydrated(true), [])
  const onUploadSuccess = useCallback((file: UploadedFile) => setUploaded((names) => [...names, file.name]), [])
  const onCompleteSuccess = useCallback((result: CompleteSuccessResult) => setCompleted(result.successful.length), [])

  return (
    <section data-testid="attachments" data-hydrated={hydrated}>
      <AttachmentUploadPanel
        token={token}
        settings={settings}
        onUploadSuccess={onUploadSuccess}
        onCompleteSuccess={onCompleteSuccess}
      />
      <ul data-testid="uploaded">
        {uploaded.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {completed !== null && <p data-testid="completed">Dodano załączników: {completed}</p>}
    </section>
  )
}
