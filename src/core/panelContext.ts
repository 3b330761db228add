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
  /**
   * Checks run when the member starts an upload (Uppy's `onBeforeUpload`), in
   * the order the plugins registered them; the first that refuses tells the
   * member why, and nothing is sent.
   */
  uploadGuards: Set<() => boolean>
  /**
   * The failure of each file that failed to send, and which retry may send it again
   * (./failedFiles.ts): recorded by the feedback plugin, lifted and enforced by the transport.
   */
  failures: FailedFiles
}

/** Options of every panel plugin. */
export interface PanelPluginOptions extends PluginOpts {
  context: PanelContext
}
