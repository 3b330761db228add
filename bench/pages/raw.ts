// The limit: one plain XHR multipart POST per file, all started at once (the browser queues
// past its 6 connections per host), with the contract's fields and header.
import type { BenchApi } from './api'
import { CONTRACT_FIELDS } from './contractRequest'
import { endpoint, keptFiles, makeFiles, token } from './harness'

function send(file: File, deadline: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const form = new FormData()
    for (const [name, value] of Object.entries(CONTRACT_FIELDS)) form.append(name, String(value))
    form.append('file', file, file.name)
    xhr.open('POST', endpoint)
    xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.timeout = Math.max(1, deadline - performance.now())
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`HTTP ${xhr.status}`)))
    xhr.onerror = () => reject(new Error('network error'))
    xhr.ontimeout = () => reject(new Error('timeout'))
    xhr.send(form)
  })
}

const unsupported = () => Promise.reject(new Error('raw XHR has no UI'))

const api: BenchApi = {
  variant: 'raw',
  mount: () => Promise.resolve(),
  unmount: () => Promise.resolve(),
  makeFiles,
  add: unsupported,
  addFromChange: unsupported,
  async upload(timeoutMs) {
    const start = performance.now()
    await Promise.all(keptFiles().map((file) => send(file, start + timeoutMs)))
    return performance.now() - start
  },
  rowControlTimes: () => ({}),
  clear: unsupported,
  finishRun: unsupported,
}
window.bench = api
