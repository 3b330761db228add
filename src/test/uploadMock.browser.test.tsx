// The mock's own cleanup: the worker's close waits for every request it forwarded, so a request held by a slow or
// stalled handler after the last test's release must not hold the file's end (it did, in Firefox, for 30 s).
import { HttpResponse, http } from 'msw'
import { afterAll, expect, it } from 'vitest'
import { heldRequestCount, hold, releaseHeldRequests } from '../../mocks/holds'
import { setUpUploadMock } from './uploadMock'
import { eventually } from './waits'

const { worker } = setUpUploadMock()

const heldLate = () =>
  http.post('*/held-late', async ({ request }) => HttpResponse.json({ end: await hold(request.signal, 60_000) }))

it('counts a request its handler holds, and its release ends it (what the hook below relies on)', async () => {
  worker.use(heldLate())
  const answer = fetch('/held-late', { method: 'POST' }).then((response) => response.json())
  await eventually(() => expect(heldRequestCount()).toBe(1))
  releaseHeldRequests()
  expect(await answer).toEqual({ end: 'released' })
  expect(heldRequestCount()).toBe(0)
})

// Hooks run as a stack: this runs before the mock's own afterAll, which must then end within the hook's time limit.
afterAll(async () => {
  worker.use(heldLate())
  const aborted = new AbortController()
  fetch('/held-late', { method: 'POST', signal: aborted.signal }).catch(() => {})
  await eventually(() => expect(heldRequestCount()).toBe(1))
  // Aborted by the page, as a panel's requests are when it unmounts: the signal does not reach the handler.
  aborted.abort()
})
