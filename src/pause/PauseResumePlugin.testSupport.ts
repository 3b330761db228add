/** What the PauseResumePlugin.*.test.ts files share: a panel with the panel's transport, and its end. */
import { vi } from 'vitest'
import { RunOutcomePlugin } from '../outcome/RunOutcomePlugin'
import { installFakeXhr } from '../test/fakeXhr'
import { createTestPanel, settle } from '../test/panelHarness'
import { PanelTransport } from '../transport/panelTransport'
import { PauseResumePlugin } from './PauseResumePlugin'

/** A fresh panel with the panel's transport, pause/resume and the run's outcome installed, over a fake XHR. */
export function pausablePanel() {
  vi.stubGlobal('location', { href: 'https://panel.test/' })
  const network = installFakeXhr()
  const panel = createTestPanel()
  const uppy = panel.uppy
  uppy
    .use(PanelTransport, { context: panel.context })
    .use(PauseResumePlugin, { context: panel.context })
    .use(RunOutcomePlugin, { context: panel.context })

  /** Starts an upload of the listed files and lets each request get some way. */
  async function uploadUnderWay() {
    const run = uppy.upload()
    await settle()
    for (const request of network.sent()) request.progressUpload(40)
    return { run }
  }

  return { network, panel, uppy, uploadUnderWay }
}

export type PausablePanel = ReturnType<typeof pausablePanel>
