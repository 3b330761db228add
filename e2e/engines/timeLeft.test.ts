// The status bar's time left against a server reading at a known rate, in every engine (e2e-chromium,
// e2e-firefox, e2e-webkit): each engine reports progress its own way, and its socket buffers take
// megabytes the server has not read yet.
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import * as messages from '../../src/i18n/messages'
import * as markup from '../../src/test/selectors'
import { addFiles, clickUpload, completeRuns, count, textOf } from '../support/actions'
import { openPanel, setUpEngineStack } from '../support/engineStack'
import { makeFile } from '../support/testFiles'

// Room for a file larger than the buffers on the way.
const stack = setUpEngineStack({ maxFileSize: 64 * 1024 * 1024 })
const MB = 1024 * 1024

/** "pozostały czas: 1 min 5 s" → 65; null when the details name no time left. */
function secondsLeft(details: string | null): number | null {
  const match = /pozostały czas: (?:(\d+)\u00a0h)? ?(?:(\d+)\u00a0min)? ?(?:(\d+)\u00a0s)?/.exec(details ?? '')
  if (!match) return null
  const [, hours = '0', minutes = '0', seconds = '0'] = match
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)
}

/** What the status bar's details said at `at`, and how much the server had read by then. */
interface Reading {
  at: number
  details: string | null
  serverMB: number
}

/**
 * Uploads `files` with the server reading `bytesPerSecond` (and answering each `answerDelayMs` after it read the
 * file), and reads the status bar's details every 200 ms until the run completes: each estimate shown beside the
 * time that was really left.
 */
async function readTimeLeft(files: ReturnType<typeof makeFile>[], bytesPerSecond: number, answerDelayMs = 0) {
  const page = await openPanel(stack, `?maxFileSize=${64 * MB}`)
  await addFiles(stack, page, files)
  await expect.poll(() => count(page, markup.fileItem)).toBe(files.length)
  stack.server.limitReadRate(bytesPerSecond)
  if (answerDelayMs > 0) stack.server.queueScenarios(files.map(() => ({ scenario: 'slow', delayMs: answerDelayMs })))
  await clickUpload(page)
  const readings: Reading[] = []
  let endedAt: number | undefined
  const deadline = Date.now() + 45_000
  while (endedAt === undefined && Date.now() < deadline) {
    const details = await textOf(page, markup.progressDetails)
    const serverBytes = stack.server.requests().reduce((sum, entry) => sum + entry.bodyBytesReceived, 0)
    readings.push({ at: Date.now(), details, serverMB: Math.round((serverBytes / MB) * 10) / 10 })
    if ((await completeRuns(page)) === '1') endedAt = Date.now()
    await sleep(200)
  }
  expect(endedAt, 'the run completes').toBeDefined()
  const shown = readings
    .map(({ at, details }) => ({ details, estimateS: secondsLeft(details), realLeftS: ((endedAt ?? at) - at) / 1000 }))
    .filter((reading) => reading.estimateS !== null)
  return { readings, shown }
}

/** How late the test may see the end it measures the real time left against (it reads every 200 ms). */
const SEEN_LATE_S = 1.5
/**
 * How much more the details may say than the estimate of the moment: the time left is redrawn once a second when no
 * progress comes in (src/status/useRunState.ts), so it may be a second old, and it is rounded to whole seconds. A
 * good estimate, 1.5 s with 1.2 s left, still reads "2 s" a second later with 0.2 s left (seen in Chromium: "2 s" with
 * 0.23 s left, past the bound without this).
 */
const SHOWN_LATE_S = 1 + 0.5

/** Within half and twice the real time left, give or take how late the test sees the end and the text is drawn. */
const implausible = (shown: Array<{ estimateS: number | null; realLeftS: number }>) =>
  shown.filter(
    ({ estimateS, realLeftS }) =>
      (estimateS ?? 0) < realLeftS / 2 - SEEN_LATE_S || (estimateS ?? 0) > realLeftS * 2 + SEEN_LATE_S + SHOWN_LATE_S,
  )

/** Each reading since the press, beside what the server had read: the story a failure tells. */
const timeline = (readings: Reading[]) =>
  readings
    .map(
      ({ at, details, serverMB }) =>
        `${((at - (readings[0]?.at ?? at)) / 1000).toFixed(1)} s: ${details} (server ${serverMB} MB)`,
    )
    .join('\n')

const absurd = (shown: Array<{ details: string | null }>) =>
  shown.filter(({ details }) => /pozostały czas: 0\u00a0s|\u00a0h/.test(details ?? ''))

describe('time left', () => {
  it('three files the socket buffers take whole at once: never a wrong number (the progress says nothing of the rate)', async () => {
    // The case: progress reads 15 MB of 15 MB within a second in every engine while the server reads
    // for seconds more. Uppy said "1 h 28 min", then "0 s"; the panel says nothing it cannot know.
    const files = [makeFile('skan-1.pdf', 7.6 * MB), makeFile('skan-2.pdf', 7.6 * MB), makeFile('notatka.pdf', 300_000)]
    // Each file is answered 1.5 s after the server read it: by then every byte of it was sent. How long an engine's
    // own buffers hold the last bytes depends on the machine (WebKit beside a busy core reported 15 MB of 15 MB,
    // under the total, until the answer came 6 s later), so the answer's wait is what the test counts on.
    const { readings, shown } = await readTimeLeft(files, 2 * MB, 1_500)
    expect(implausible(shown), timeline(readings)).toEqual([])
    expect(absurd(shown)).toEqual([])
    // Then the details say the server is awaited, and only when the figures say every byte was sent.
    const awaiting = readings.filter(({ details }) => details?.includes(messages.waitingForServer))
    expect(awaiting.length, JSON.stringify(readings.map(({ details }) => details))).toBeGreaterThan(0)
    expect(awaiting.filter(({ details }) => !/(\d[\d,]*\u00a0\S+) z \1 · czekamy/.test(details ?? ''))).toEqual([])
  }, 60_000)

  it('a file larger than the buffers: said for a good part of the run, and plausible', async () => {
    const { readings, shown } = await readTimeLeft([makeFile('duzy-skan.pdf', 48 * MB)], 4 * MB)
    expect(implausible(shown), timeline(readings)).toEqual([])
    expect(absurd(shown)).toEqual([])
    expect(shown.length, JSON.stringify(readings.map(({ details }) => details))).toBeGreaterThan(readings.length / 4)
  }, 60_000)
})
