/**
 * Reads one multipart upload with busboy, streaming: the file in the `file` field is
 * hashed (SHA-256) and written to disk as it arrives, never held in memory, and
 * reading stops as soon as it exceeds the size limit.
 *
 * Resolves only once every file write has closed, so the caller can delete a partial
 * file knowing nothing will write to it any more.
 */
import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { Transform, Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import busboy from 'busboy'
import type { UploadedPart } from '../mocks/contract'
import { FILE_FIELD, isMultipartFormData } from '../mocks/contract'

export interface ReceivedFile extends UploadedPart {
  /** Of the whole file; null when it was not received completely. */
  sha256: string | null
}

interface Parts {
  fields: Record<string, string[]>
  /** Every file part, in order; sizes are the bytes received. */
  files: ReceivedFile[]
}

export type ReceivedUpload =
  | ({ kind: 'complete' } & Parts)
  /** The `file` file went over `maxFileSize`; reading stopped there. */
  | ({ kind: 'too-large'; file: ReceivedFile } & Parts)
  /** The connection closed before the body was read. */
  | ({ kind: 'interrupted' } & Parts)
  | { kind: 'not-multipart' }
  | { kind: 'malformed' }

export interface ReceiveOptions {
  maxFileSize: number
  /** Where to write the `file` file; null to only hash and count it (e.g. unauthorised). */
  savePath: string | null
  /** Sits between the socket and the parser (counting, stall-body, drop). */
  tap: Transform
  /** Aborted when the connection closes: everything stops and the result is `interrupted`. */
  signal: AbortSignal
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback()
    },
  })

function whenClosed(stream: Writable): Promise<void> {
  return stream.closed ? Promise.resolve() : new Promise((resolve) => stream.once('close', () => resolve()))
}

export function receiveUpload(req: IncomingMessage, options: ReceiveOptions): Promise<ReceivedUpload> {
  const parts: Parts = { fields: {}, files: [] }
  /** Settles when the stream or file write has ended, whichever way. */
  const writes: Promise<unknown>[] = []
  // Stops the parser and file writes: on the client leaving, a too-large file or a parse error.
  const stopParsing = new AbortController()

  return new Promise<ReceivedUpload>((resolve) => {
    let decided = false
    /** The first decision wins; it is delivered once all writes have closed. */
    const decide = (result: ReceivedUpload) => {
      if (decided) return
      decided = true
      options.signal.removeEventListener('abort', onConnectionClosed)
      void Promise.allSettled(writes).then(() => resolve(result))
    }
    const onConnectionClosed = () => {
      stopParsing.abort()
      decide({ kind: 'interrupted', ...parts })
    }
    if (options.signal.aborted) return onConnectionClosed()
    options.signal.addEventListener('abort', onConnectionClosed, { once: true })

    /** Stop parsing but keep reading (and dropping) the rest, so the client can read our early answer. */
    const stopAndDrain = () => {
      stopParsing.abort()
      req.unpipe(options.tap)
      req.resume()
    }

    if (!isMultipartFormData(req.headers['content-type'])) {
      pipeline(req, options.tap, discard(), { signal: stopParsing.signal }).then(
        () => decide({ kind: 'not-multipart' }),
        () => decide({ kind: 'interrupted', ...parts }),
      )
      return
    }

    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send UTF-8 file names ("zdjęcie.png"); busboy's default would read them as latin1.
        defParamCharset: 'utf8',
        // busboy flags a file as over the limit when it *reaches* fileSize, so allow one byte more.
        limits: { fileSize: options.maxFileSize + 1 },
      })
    } catch {
      stopAndDrain()
      decide({ kind: 'malformed' })
      return
    }

    let uploadFileSeen = false

    parser.on('field', (name, value) => {
      parts.fields[name] = [...(parts.fields[name] ?? []), value]
    })

    parser.on('file', (field, stream, info) => {
      const file: ReceivedFile = { field, name: info.filename ?? '', type: info.mimeType, size: 0, sha256: null }
      parts.files.push(file)
      const isUploadFile = field === FILE_FIELD && !uploadFileSeen
      if (isUploadFile) uploadFileSeen = true
      const hash = createHash('sha256')
      let overLimit = false
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          if (!overLimit) file.size += chunk.length
          hash.update(chunk)
          callback(null, chunk)
        },
      })
      if (isUploadFile) {
        stream.once('limit', () => {
          overLimit = true
          file.size = options.maxFileSize + 1 // exactly what busboy let through
          // Not synchronously: busboy is still inside its parse loop and breaks if destroyed here.
          process.nextTick(() => {
            stopAndDrain()
            decide({ kind: 'too-large', file, ...parts })
          })
        })
      }
      const sink = isUploadFile && options.savePath !== null ? createWriteStream(options.savePath) : discard()
      writes.push(
        pipeline(stream, measure, sink, { signal: stopParsing.signal }).then(
          () => {
            if (!stream.truncated) file.sha256 = hash.digest('hex')
          },
          () => {}, // stopped or failed: sha256 stays null, which marks the file incomplete
        ),
      )
      // A file's descriptor is released at 'close', which may come after the pipeline settles.
      writes.push(whenClosed(sink))
    })

    parser.on('close', () => {
      if (stopParsing.signal.aborted) return // destroyed by us; already decided
      decide({ kind: 'complete', ...parts })
    })

    parser.on('error', () => {
      stopAndDrain()
      decide({ kind: 'malformed' })
    })

    stopParsing.signal.addEventListener('abort', () => parser.destroy(), { once: true })
    req.pipe(options.tap).pipe(parser)
  })
}
