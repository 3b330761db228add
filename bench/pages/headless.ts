// The floor of anything built on Uppy: Uppy's core and XHR upload alone, no UI, the same request
// as raw XHR (fields, header, limit 0). What it loses to raw XHR, no Uppy-based panel can win back.
import Uppy from '@uppy/core'
import XHRUpload from '@uppy/xhr-upload'
import type { BenchApi } from './api'
import { CONTRACT_FIELDS, xhrUploadOptions } from './contractRequest'
import { endpoint, keptFiles, makeFiles, token } from './harness'

let uppy: Uppy | undefined
const unsupported = () => Promise.reject(new Error('headless Uppy has no UI'))

const api: BenchApi = {
  variant: 'headless',
  async mount() {
    uppy = new Uppy({ meta: CONTRACT_FIELDS }).use(XHRUpload, xhrUploadOptions(endpoint, token))
  },
  async unmount() {
    uppy?.destroy()
    uppy = undefined
  },
  makeFiles,
  async add() {
    if (!uppy) throw new Error('not mounted')
    const start = performance.now()
    uppy.addFiles(keptFiles().map((file) => ({ name: file.name, type: file.type, data: file, source: 'bench' })))
    return performance.now() - start
  },
  addFromChange: unsupported,
  async upload(timeoutMs) {
    if (!uppy) throw new Error('not mounted')
    const instance = uppy
    const start = performance.now()
    const timer = setTimeout(() => instance.cancelAll(), timeoutMs)
    const result = await instance.upload()
    clearTimeout(timer)
    if (!result || result.failed?.length) throw new Error('headless Uppy: upload failed')
    return performance.now() - start
  },
  rowControlTimes: () => ({}),
  clear: unsupported,
  finishRun: unsupported,
}
window.bench = api
