// The React host shared by the baseline and panel pages: mounts/unmounts the uploader on request
// and exposes `window.bench`.
import { type ReactNode, StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import * as markup from '../../src/test/selectors'
import type { BenchApi } from './api'
import {
  addToDashboard,
  clearDashboard,
  finishRun,
  makeFiles,
  pickMeasuredFromChange,
  rowControlTimes,
  uploadThroughDashboard,
  waitForDashboard,
  waitFrames,
} from './harness'
import { installPhoneApi } from './phone'

let setShown: ((shown: boolean) => void) | undefined
let finished: (() => void) | undefined
/** For the host's "all files uploaded" callback. */
export const reportFinished = () => finished?.()

function Host({ uploader }: { uploader: () => ReactNode }) {
  const [shown, setShownState] = useState(false)
  setShown = setShownState
  return (
    <main>
      <h1>Załączniki</h1>
      {shown ? uploader() : null}
    </main>
  )
}

export function startHost(variant: string, uploader: () => ReactNode) {
  const element = document.getElementById('root')
  if (!element) throw new Error('#root missing')
  createRoot(element).render(
    <StrictMode>
      <Host uploader={uploader} />
    </StrictMode>,
  )
  const api: BenchApi = {
    variant,
    async mount() {
      await waitFrames(() => setShown !== undefined, 'the host')
      setShown?.(true)
      await waitForDashboard()
    },
    async unmount() {
      setShown?.(false)
      await waitFrames(() => !document.querySelector(markup.root), 'the Dashboard to go')
    },
    makeFiles,
    add: addToDashboard,
    addFromChange: () => pickMeasuredFromChange(),
    upload: (timeoutMs) =>
      uploadThroughDashboard(timeoutMs, (done) => {
        finished = done
      }),
    rowControlTimes,
    clear: clearDashboard,
    finishRun,
  }
  window.bench = api
  installPhoneApi()
}
