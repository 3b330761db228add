import type { PluginOpts } from '@uppy/core'
import type { FailedFiles } from './failedFiles'
import type { Feedback } from './feedback'
import type { PanelLiveConfig } from './panelTypes'
import type { RequestSupervisor } from './requestSupervisor'

/** What the panel's plugins share: the host's live props, what the member sees and hears, the request supervisor. */
export interface PanelContext {
  getConfig: () => PanelLiveConfig
  feedback: Feedback
  supervisor: RequestSupervisor
  /** Checks run, in registration order, when the member starts an upload (Uppy's `onBeforeUpload`); the first that
   * refuses tells the member why, and nothing is sent. */
  uploadGuards: Set<() => boolean>
  /** Each failed file's failure and which retry may send it again (./failedFiles.ts): recorded by the plugins that
   * meet failures (the feedback plugin shows them), lifted and enforced by the transport. */
  failures: FailedFiles
}

export interface PanelPluginOptions extends PluginOpts {
  context: PanelContext
}
