// The page side of the phone profile's send scenario: the kept photos picked at once, the upload button
// pressed a member's moment after they are listed, and the wait for the host's completion callback; with
// the main thread's long tasks over the whole of it (what the previews, the scaling and the upload cost it).
import { allKeptListed, keptFiles, pickKeptFiles, waitFrames } from './harness'
import type { PhotoSendTimes } from './phoneApi'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function sendPhotos(clickAfterListedMs: number, timeoutMs: number): Promise<PhotoSendTimes> {
  const start = pickKeptFiles()
  await waitFrames(allKeptListed, `${keptFiles().length} photos listed`, timeoutMs)
  const listedMs = performance.now() - start
  await sleep(clickAfterListedMs)
  const clicked = performance.now()
  const uploadMs = await window.bench.upload(timeoutMs)
  const end = performance.now()
  // Long-task entries reach the observer a little after their task.
  await sleep(100)
  // Every long task reaching into a span: the pick's own task began before `start`.
  const within = (from: number) =>
    window.__benchProbe.longTasks.filter(([startTime, duration]) => startTime < end && startTime + duration > from)
  const total = (tasks: Array<[number, number]>) => tasks.reduce((sum, [, duration]) => sum + duration, 0)
  const sending = within(clicked)
  const longest = sending.reduce<[number, number] | undefined>(
    (found, task) => (found && found[1] >= task[1] ? found : task),
    undefined,
  )
  return {
    listedMs,
    uploadMs,
    longTaskMs: total(within(start)),
    sendLongTaskMs: total(sending),
    longestSendTaskMs: longest?.[1] ?? 0,
    longestSendTaskAtMs: longest ? longest[0] - clicked : Number.NaN,
  }
}
