import { vi } from 'vitest'
import type { Announcer, Politeness } from '../core/announcer'
import type { Feedback } from '../core/feedback'
import { resolveLimits } from '../core/limits'
import { closePanelCore, createPanelCore, type PanelCore } from '../core/panelCore'
import type { PanelFile, PanelLiveConfig, PanelUppy } from '../core/panelTypes'
import { failureFromResponse, UploadFailureError } from '../transport/failures'
import type { AttachmentSettings } from '../types'
import { pngBytes } from './fixtures'

/**
 * Building blocks for the node tests of the panel's plugins: the shared
 * context with a live config a test can change, an Uppy configured as
 * `createPanelController` configures it (without the plugins), and a scripted
 * uploader that runs Uppy's real upload pipeline without XHR.
 */

export const MB = 1024 * 1024

export const DEFAULT_TEST_SETTINGS: AttachmentSettings = { maxFiles: 5, maxFileSize: 10 * MB }

/** The host's live props, mutable by the test; `getConfig` reads them at call time as the panel does. */
export type TestConfig = PanelLiveConfig

export function createTestConfig(overrides: Partial<TestConfig> = {}): TestConfig {
  return {
    token: 'member-token',
    endpoint: '/api/member/v1/attachments/upload',
    stallTimeoutMs: 30_000,
    responseTimeoutMs: 120_000,
    limits: resolveLimits(DEFAULT_TEST_SETTINGS, 0),
    ...overrides,
  }
}

export interface TestPanel extends PanelCore {
  config: TestConfig
}

/** A panel's core as the controller sets it up (without the plugins), over a config the test can change. */
export function createTestPanel(overrides: Partial<TestConfig> = {}): TestPanel {
  const config = createTestConfig(overrides)
  return { config, ...createPanelCore(() => config) }
}

/** The one teardown of the plugin tests: ends the panel's core and restores the timers and globals a test changed. */
export function closeTestPanel(panel: TestPanel): void {
  closePanelCore(panel)
  vi.useRealTimers()
  vi.unstubAllGlobals()
}

export function setLimits(
  config: TestConfig,
  settings: AttachmentSettings | null | undefined,
  existingCount = 0,
): void {
  config.limits = resolveLimits(settings, existingCount)
}

/** A small PNG as `uppy.addFile` takes it: the file factory of the plugin tests. */
export const pngToAdd = (name = 'zdjecie.png', size = 16) => ({
  name,
  type: 'image/png',
  data: new Blob([pngBytes(size)], { type: 'image/png' }),
})

/** Adds a small valid PNG and returns its id. */
export function addPng(uppy: PanelUppy, name = 'zdjecie.png', size = 16): string {
  return uppy.addFile(pngToAdd(name, size))
}

export function texts(feedback: Feedback, tone?: 'error' | 'warning' | 'info' | 'success'): string[] {
  return feedback.notices
    .getSnapshot()
    .filter((notice) => tone === undefined || notice.tone === tone)
    .map((notice) => notice.text)
}

export interface HeardAnnouncement {
  politeness: Politeness
  text: string
}

/** Everything the announcer says from now on, as a live region would read it (each new announcement once). */
export function recordAnnouncements(announcer: Announcer): HeardAnnouncement[] {
  const heard: HeardAnnouncement[] = []
  let previous = announcer.getSnapshot()
  announcer.subscribe(() => {
    const next = announcer.getSnapshot()
    for (const politeness of ['assertive', 'polite'] as const) {
      const announcement = next[politeness]
      if (announcement && announcement.id !== previous[politeness]?.id)
        heard.push({ politeness, text: announcement.text })
    }
    previous = next
  })
  return heard
}

export interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
  reject(reason: unknown): void
}

export function deferred<T = void>(): Deferred<T> {
  let resolve: (value: T) => void = () => {}
  let reject: (reason: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** What the scripted server answers for one file: a success body, or an error for Uppy's `upload-error`. */
export type ScriptedOutcome = { status: number; body: unknown } | Error

/**
 * Registers an uploader that plays the server: for each file of a run it emits
 * `upload-start`, waits for `answer(file)`, then emits `upload-success` (with
 * the body wrapped as the panel's transport wraps it) or `upload-error`, as
 * Uppy's XHR uploader does. Files with an error or already uploaded are
 * skipped, as Uppy's uploaders skip them.
 */
export function addScriptedUploader(
  uppy: PanelUppy,
  answer: (file: PanelFile) => ScriptedOutcome | Promise<ScriptedOutcome>,
): { runs: string[][] } {
  const runs: string[][] = []
  uppy.addUploader(async (fileIds) => {
    const files = uppy.getFilesByIds(fileIds).filter((file) => !file.error && !file.progress.uploadComplete)
    runs.push(files.map((file) => file.id))
    uppy.emit('upload-start', files)
    await Promise.all(
      files.map(async (file) => {
        const outcome = await answer(file)
        const current = uppy.getFile(file.id)
        if (outcome instanceof Error) {
          uppy.emit('upload-error', current, outcome)
        } else {
          uppy.emit('upload-success', current, {
            status: outcome.status,
            body: { parsed: outcome.body },
            uploadURL: '',
          })
        }
      }),
    )
  })
  return { runs }
}

/**
 * Lets pending promise callbacks run (several rounds: the pipeline chains a few
 * awaits), and the tasks due now (content checks start in a later task).
 */
export async function settle(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round++) await Promise.resolve()
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0)
  else await new Promise((resolve) => setTimeout(resolve, 0))
  for (let round = 0; round < rounds; round++) await Promise.resolve()
}

/** What the transport throws for a 400 with `message`, built by the panel's own mapping. */
export function refusedByServer(message: string, fileName = 'a.png'): UploadFailureError {
  return new UploadFailureError(failureFromResponse(400, JSON.stringify({ message }), null, fileName))
}
