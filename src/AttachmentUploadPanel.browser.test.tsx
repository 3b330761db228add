import { setupWorker } from 'msw/browser'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { createUploadHandlers, releaseHeldRequests } from '../mocks/handlers'
import type { UploadRequestSnapshot } from '../mocks/contract'
import { addFiles, button, renderPanel } from './test/renderPanel'
import { pdfFile, pngFile } from './test/files'

const worker = setupWorker()
const requests: UploadRequestSnapshot[] = []
const mock = createUploadHandlers({ token: ['member-token', 'member-token-2'], onRequest: (snapshot) => requests.push(snapshot) })
const cleanups: Array<() => void> = []

beforeAll(async () => {
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' })
})
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  releaseHeldRequests()
  worker.resetHandlers()
  requests.length = 0
})
afterAll(() => worker.stop())

async function setup(...args: Parameters<typeof renderPanel>) {
  const panel = await renderPanel(...args)
  cleanups.push(panel.unmount)
  return panel
}

describe('success flow', () => {
  it('sends nothing until the member presses upload, then one correct request per file', async () => {
    worker.use(mock.success())
    const onUploadSuccess = vi.fn()
    const onCompleteSuccess = vi.fn()
    const { container } = await setup({ onUploadSuccess, onCompleteSuccess })

    await addFiles(container, [pngFile('zdjecie.png'), pdfFile('faktura.pdf')])
    await expect.element(button('Prześlij 2 pliki')).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(requests).toHaveLength(0)

    await button('Prześlij 2 pliki').click()
    await vi.waitFor(() => expect(onCompleteSuccess).toHaveBeenCalledTimes(1), { timeout: 10_000 })

    expect(requests).toHaveLength(2)
    for (const request of requests) {
      expect(request.authorization).toBe('Bearer member-token')
      expect(request.fields).toEqual({ modelClass: ['uppy'], modelId: ['uppyId'], collection: ['thumbnails'] })
      expect(request.files).toHaveLength(1)
      expect(request.files[0]?.field).toBe('file')
    }
    expect(requests.map((request) => request.files[0]?.name).sort()).toEqual(['faktura.pdf', 'zdjecie.png'])

    expect(onUploadSuccess).toHaveBeenCalledTimes(2)
    const [file, response] = onUploadSuccess.mock.calls.find(([uploaded]) => uploaded.name === 'faktura.pdf') ?? []
    expect(file).toMatchObject({ name: 'faktura.pdf', type: 'application/pdf' })
    expect(file.data).toBeInstanceOf(Blob)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ name: 'faktura.pdf', collection: 'thumbnails' })
    const result = onCompleteSuccess.mock.calls[0]?.[0]
    expect(result.successful.map((entry: { file: { name: string } }) => entry.file.name)).toEqual(['zdjecie.png', 'faktura.pdf'])
  })
})

