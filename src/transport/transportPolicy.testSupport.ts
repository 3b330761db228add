/**
 * What the transportPolicy.*.test.ts files share: the page they run on, a policy over a panel with one
 * listed PNG (its hooks called as Uppy's fetcher calls them), and a panel with the whole transport installed.
 */
import { afterEach, beforeEach, vi } from 'vitest'
import type { PanelFile } from '../core/panelTypes'
import { asXhr, FakeXhr, installFakeXhr } from '../test/fakeXhr'
import { addPng, createTestPanel } from '../test/panelHarness'
import { PanelTransport } from './panelTransport'
import { TransportPolicy } from './transportPolicy'

const PAGE = 'https://panel.test/konto/zalaczniki'
export const ENDPOINT = '/api/member/v1/attachments/upload'

/** Every test runs on the panel's page; timers and globals are restored after each. */
export function onPanelPage(): void {
  beforeEach(() => {
    vi.stubGlobal('location', { href: PAGE })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
}

/** The policy's hooks, which Uppy's types mark optional. */
export function hooksOf(policy: TransportPolicy) {
  const { endpoint, onBeforeRequest, onAfterResponse, shouldRetry, getResponseData } = policy.xhrOptions
  if (!onBeforeRequest || !onAfterResponse || !shouldRetry || !getResponseData) throw new Error('a hook is missing')
  if (typeof endpoint !== 'function') throw new Error('the endpoint is not read per file')
  return { endpoint, onBeforeRequest, onAfterResponse, shouldRetry, getResponseData }
}

export function thrownBy(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

/** A file whose bytes can no longer be read (deleted or changed on disk after it was picked). */
export class UnreadableBlob extends Blob {
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return new ReadableStream({
      pull: (controller) => controller.error(new DOMException('The file could not be read.', 'NotReadableError')),
    })
  }
}

/** A policy over a fresh panel (fake XHR installed) with one PNG listed, and requests made as the fetcher makes them. */
export function policyWithFile() {
  installFakeXhr()
  const panel = createTestPanel({ endpoint: ENDPOINT })
  const policy = new TransportPolicy(panel.uppy, panel.context)
  const hooks = hooksOf(policy)
  const fileId = addPng(panel.uppy, 'zdjecie.png')
  const file = panel.uppy.getFile(fileId)

  /** A request as the fetcher makes it: opened, handlers set, then `onBeforeRequest`. */
  async function prepared(retryCount = 0, files: PanelFile[] = [file]) {
    // Uppy asks for the endpoint before it opens a file's request.
    const [first] = files
    const url = first ? await hooks.endpoint(first) : ENDPOINT
    const fake = new FakeXhr()
    fake.open('POST', url)
    const failures: unknown[] = []
    fake.onerror = (event) => {
      failures.push(event)
    }
    await hooks.onBeforeRequest(asXhr(fake), retryCount, files)
    return { fake, xhr: asXhr(fake), failures }
  }

  /** A request sent and answered by the server. */
  async function answered(status: number, body = '', options: Parameters<FakeXhr['respond']>[2] = {}) {
    const request = await prepared()
    request.xhr.send(null)
    request.fake.respond(status, body, options)
    return request
  }

  return { panel, policy, hooks, fileId, file, prepared, answered }
}

export type PolicyWithFile = ReturnType<typeof policyWithFile>

/** A fresh panel (fake timers, fake XHR) with the panel's transport installed, recording Uppy's upload outcomes. */
export function transportOverXhr() {
  vi.useFakeTimers()
  const network = installFakeXhr()
  const panel = createTestPanel({ endpoint: ENDPOINT })
  panel.uppy.use(PanelTransport, { context: panel.context })
  const errors: unknown[] = []
  const successes: Array<{ id: string | undefined; status: number; body: unknown }> = []
  panel.uppy.on('upload-error', (_file, error) => errors.push(error))
  panel.uppy.on('upload-success', (file, response) =>
    successes.push({ id: file?.id, status: response.status, body: response.body?.parsed }),
  )

  /** Starts the upload and lets it reach `send()`. */
  async function startUpload() {
    const run = panel.uppy.upload().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    // Wrapped: an async function returning the promise itself would wait for it.
    return { run }
  }

  return { network, panel, errors, successes, startUpload }
}

export type TransportOverXhr = ReturnType<typeof transportOverXhr>
