import { AttachmentUploadPanel, type CompleteSuccessResult, type UploadedFile } from 'attachment-upload-panel'
import { useCallback, useState } from 'react'

// The demo token of the contract server (server/ in the package's repository).
const TOKEN = 'member-token'
const SETTINGS = { maxFiles: 5, maxFileSize: 10 * 1024 * 1024 }

export function App() {
  const [uploaded, setUploaded] = useState<string[]>([])
  const [completed, setCompleted] = useState<number | null>(null)
  const onUploadSuccess = useCallback((file: UploadedFile) => setUploaded((names) => [...names, file.name]), [])
  const onCompleteSuccess = useCallback((result: CompleteSuccessResult) => setCompleted(result.successful.length), [])

  return (
    <main>
      <h1>Załączniki</h1>
      <AttachmentUploadPanel
        token={TOKEN}
        settings={SETTINGS}
        onUploadSuccess={onUploadSuccess}
        onCompleteSuccess={onCompleteSuccess}
      />
      <ul data-testid="uploaded">
        {uploaded.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {completed !== null && <p data-testid="completed">Dodano załączników: {completed}</p>}
    </main>
  )
}
