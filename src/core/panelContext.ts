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
  /** Run in order as an upload starts (Uppy's `onBeforeUpload`): the first to refuse says why, and nothing is sent. */
  uploadGuards: Set<() => boolean>
  /** Recorded where met (the feedback plugin shows them), lifted and enforced by the transport (./failedFiles.ts). */
  failures: FailedFiles
}

export interface PanelPluginOptions extends PluginOpts {
  context: PanelContext
}
