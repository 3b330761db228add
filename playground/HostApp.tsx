// A minimal host screen: it keeps the token and the attachment settings in its own
// state, as a real app would, and embeds the BUILT package by its public name.
import {
  AttachmentUploadPanel,
  type UploadedFile,
  type UploadFailure,
  type UploadProgress,
  type UploadResponse,
} from 'attachment-upload-panel'
import 'attachment-upload-panel/styles.css'
import { useState } from 'react'
import './host.css'

interface Received {
  /** Unique per response: the same file can be answered again after a retry. */
  key: string
  name: string
  status: number
  body: unknown
}

const params = new URLSearchParams(location.search)
const numberParam = (name: string, fallback: number) => {
  const value = Number(params.get(name))
  return params.has(name) && Number.isFinite(value) ? value : fallback
}

export function HostApp() {
  const [token, setToken] = useState(params.get('token') ?? 'member-token')
  const [endpoint, setEndpoint] = useState(params.get('endpoint') ?? '/api/member/v1/attachments/upload')
  const [existingCount, setExistingCount] = useState(numberParam('existing', 0))
  const [maxFiles] = useState(numberParam('maxFiles', 30))
  const [maxFileSize] = useState(numberParam('maxFileSize', 10 * 1024 * 1024))
  const [showPanel, setShowPanel] = useState(true)
  const [keepPhotoLocation, setKeepPhotoLocation] = useState(params.has('keepPhotoLocation'))
  // ?resizePhotos=2560: photos larger than that many pixels are scaled down before they are sent.
  const [resizeMaxSide, setResizeMaxSide] = useState(numberParam('resizePhotos', 0))
  // Kept files for a reload: the host would derive the key from the signed-in member's id.
  const [restoreKey, setRestoreKey] = useState(params.get('restore') ?? '')
  const secondRestoreKey = params.get('restore2')
  // ?form: the panel in a support request form, whose submit shows the entries of its form data.
  const inForm = params.has('form')
  const [submitted, setSubmitted] = useState('')
  const [received, setReceived] = useState<Received[]>([])
  const [completeRuns, setCompleteRuns] = useState(0)
  const [failures, setFailures] = useState<string[]>([])
  const [progress, setProgress] = useState<UploadProgress>({ bytesSent: 0, bytesTotal: 0 })
  // ?refreshedToken=…: the README's recipe, a host that refreshes an expired token when the panel says so.
  const refreshedToken = params.get('refreshedToken')

  const onUploadError = (file: UploadedFile, failure: UploadFailure) => {
    setFailures((list) => [...list, `${file.name} ${failure.kind} ${failure.status ?? '-'}`])
    if (failure.kind === 'unauthorized' && refreshedToken) setToken(refreshedToken)
  }

  const onUploadSuccess = (file: UploadedFile, response: UploadResponse) => {
    setReceived((list) => [
      ...list,
      { key: `${file.id}#${list.length}`, name: file.name, status: response.status, body: response.body },
    ])
  }

  const panel = showPanel ? (
    <AttachmentUploadPanel
      token={token || null}
      settings={{ maxFiles, maxFileSize }}
      existingCount={existingCount}
      endpoint={endpoint}
      stallTimeoutMs={numberParam('stall', 30_000)}
      responseTimeoutMs={numberParam('answer', 120_000)}
      onUploadSuccess={onUploadSuccess}
      onCompleteSuccess={() => setCompleteRuns((count) => count + 1)}
      onUploadError={onUploadError}
      onUploadProgress={setProgress}
      restoreKey={restoreKey || undefined}
      keepPhotoLocation={keepPhotoLocation}
      resizePhotos={resizeMaxSide > 0 ? { maxSide: resizeMaxSide } : undefined}
      restoreMaxAgeMs={numberParam('restoreMaxAge', 2 * 60 * 60 * 1000)}
      name={inForm ? 'attachmentIds[]' : undefined}
    />
  ) : null

  return (
    <main className="host">
      <h1>Załączniki</h1>
      <fieldset className="host-controls">
        <legend>Stan aplikacji hosta</legend>
        <label>
          Token
          <input data-testid="token" value={token} onChange={(event) => setToken(event.target.value)} />
        </label>
        <label>
          Adres wysyłania
          <input data-testid="endpoint" value={endpoint} onChange={(event) => setEndpoint(event.target.value)} />
        </label>
        <label>
          Istniejące załączniki
          <input
            data-testid="existing-count"
            type="number"
            min={0}
            value={existingCount}
            onChange={(event) => setExistingCount(Number(event.target.value))}
          />
        </label>
        <label>
          Klucz przywracania
          <input data-testid="restore-key" value={restoreKey} onChange={(event) => setRestoreKey(event.target.value)} />
        </label>
        <label>
          <input
            data-testid="show-panel"
            type="checkbox"
            checked={showPanel}
            onChange={(event) => setShowPanel(event.target.checked)}
          />
          Pokaż panel
        </label>
        <label>
          <input
            data-testid="keep-photo-location"
            type="checkbox"
            checked={keepPhotoLocation}
            onChange={(event) => setKeepPhotoLocation(event.target.checked)}
          />
          Wysyłaj miejsce zrobienia zdjęć
        </label>
        <label>
          Zmniejszaj zdjęcia do (px, 0: nie)
          <input
            data-testid="resize-photos"
            type="number"
            min={0}
            value={resizeMaxSide}
            onChange={(event) => setResizeMaxSide(Number(event.target.value))}
          />
        </label>
      </fieldset>

      {inForm ? (
        <form
          data-testid="host-form"
          onSubmit={(event) => {
            event.preventDefault()
            const entries = [...new FormData(event.currentTarget)].map(([key, value]) =>
              typeof value === 'string' ? `${key}=${value}` : `${key}=File(${value.name})`,
            )
            setSubmitted(entries.join(' & '))
          }}
        >
          <label>
            Temat
            <input data-testid="subject" name="subject" defaultValue="Faktura 11/2026" />
          </label>
          {panel}
          <button data-testid="submit-form" type="submit">
            Wyślij zgłoszenie
          </button>
          <p>
            Wysłano: <output data-testid="form-submitted">{submitted}</output>
          </p>
        </form>
      ) : (
        panel
      )}
      {secondRestoreKey === null ? null : (
        <AttachmentUploadPanel
          aria-label="Drugi panel"
          token={token || null}
          settings={{ maxFiles, maxFileSize }}
          restoreKey={secondRestoreKey}
        />
      )}

      <section aria-labelledby="received-heading">
        <h2 id="received-heading">
          Odebrane odpowiedzi (<span data-testid="received-count">{received.length}</span>), pełne serie:{' '}
          <span data-testid="complete-runs">{completeRuns}</span>
        </h2>
        <p>
          Wysłano <span data-testid="bytes-sent">{progress.bytesSent}</span> z{' '}
          <span data-testid="bytes-total">{progress.bytesTotal}</span> B; błędy:{' '}
          <output data-testid="failures">{failures.join('; ')}</output>
        </p>
        <ol data-testid="received">
          {received.map((entry) => (
            <li key={entry.key}>
              {entry.name} — {entry.status} — <code>{JSON.stringify(entry.body)}</code>
            </li>
          ))}
        </ol>
      </section>
    </main>
  )
}
