/**
 * What the server saw of each upload request, for tests to assert on
 * (over HTTP at GET /__test/requests, or in-process).
 */
import { EventEmitter } from 'node:events'
import type { PhotoFacts } from './photoFacts'
import type { ScenarioName, ScenarioSource } from './scenarios'

export type UploadOutcome =
  /** Still being handled: receiving, waiting (slow) or holding (stall, stall-body). */
  | 'pending'
  /** 200 with the stored attachment. */
  | 'stored'
  /** The contract refused it (401 or 400), whatever the scenario. */
  | 'rejected'
  /** A valid request answered with the scenario's scripted failure/odd response. */
  | 'scripted'
  /** The server destroyed the connection on purpose (`drop`). */
  | 'dropped'
  /** The client went away before the server answered. */
  | 'aborted-by-client'

export interface LoggedFile {
  name: string
  type: string
  /** Bytes received; for a file over the limit, maxFileSize + 1 (where the server stopped reading). */
  size: number
  /** Of the bytes received; null when the file was not received completely. */
  sha256: string | null
  /** A stored image's location, size and orientation (./photoFacts.ts); absent for other files. */
  photo?: PhotoFacts | null
}

export interface RequestLogEntry {
  seq: number
  receivedAt: string
  scenario: ScenarioName
  scenarioSource: ScenarioSource
  /** Raw header, so tests can check what the panel sent; never printed to the console. */
  authorization: string | null
  /** `Accept` and `X-Requested-With`, which tell framework back ends to answer with JSON, not redirects. */
  accept: string | null
  requestedWith: string | null
  /** Non-file fields, a name sent twice has two values. */
  fields: Record<string, string[]>
  /** The file sent in the `file` field (the first one if several). */
  file: LoggedFile | null
  /** All file parts, in any field. */
  fileCount: number
  bodyBytesReceived: number
  outcome: UploadOutcome
  /** HTTP status sent, when one was. */
  status?: number
  /** Id of the stored attachment (`stored` only). */
  attachmentId?: string
  /** The connection closed from the client side before the response was complete. */
  closedByClient: boolean
  /** When the outcome stopped being `pending` (answer sent, dropped or client gone). */
  finishedAt?: string
}

export class RequestLog {
  #entries: RequestLogEntry[] = []
  #nextSeq = 1
  readonly #changes = new EventEmitter()

  start(
    init: Pick<RequestLogEntry, 'scenario' | 'scenarioSource' | 'authorization' | 'accept' | 'requestedWith'>,
  ): RequestLogEntry {
    const entry: RequestLogEntry = {
      seq: this.#nextSeq++,
      receivedAt: new Date().toISOString(),
      ...init,
      fields: {},
      file: null,
      fileCount: 0,
      bodyBytesReceived: 0,
      outcome: 'pending',
      closedByClient: false,
    }
    this.#entries.push(entry)
    this.changed()
    return entry
  }

  /** Sets the final outcome once; later calls (e.g. the close after a response) are ignored. */
  finish(entry: RequestLogEntry, outcome: Exclude<UploadOutcome, 'pending'>, status?: number): void {
    if (entry.outcome !== 'pending') return
    entry.outcome = outcome
    if (status !== undefined) entry.status = status
    entry.finishedAt = new Date().toISOString()
    this.changed()
  }

  /** Call after mutating an entry, so waiters re-check. */
  changed(): void {
    this.#changes.emit('change')
  }

  list(): RequestLogEntry[] {
    return structuredClone(this.#entries)
  }

  clear(): void {
    this.#entries = []
    this.#nextSeq = 1
    this.changed()
  }

  /** Resolves with the first entry matching, now or later; rejects after `timeoutMs`. */
  waitFor(predicate: (entry: RequestLogEntry) => boolean, timeoutMs = 5000): Promise<RequestLogEntry> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.#entries.find(predicate)
        if (found === undefined) return
        stop()
        resolve(structuredClone(found))
      }
      const timer = setTimeout(() => {
        stop()
        reject(new Error(`No request log entry matched within ${timeoutMs} ms`))
      }, timeoutMs)
      const stop = () => {
        clearTimeout(timer)
        this.#changes.off('change', check)
      }
      this.#changes.on('change', check)
      check()
    })
  }
}
