import type { EventManager } from '@uppy/core'
import { progressStepReached } from '../core/announcer'
import { currentFileName, displayFileName } from '../core/displayName'
import { hasFilesToSend } from '../core/filesToSend'
import { syncGlobalError } from '../core/globalError'
import { PanelPlugin } from '../core/PanelPlugin'
import type { PanelPluginOptions } from '../core/panelContext'
import type { PanelBody, PanelFile, PanelMeta, PanelUppy, RestoredSource } from '../core/panelTypes'
import { answersToCome } from '../core/runInProgress'
import * as messages from '../i18n/messages'
import { failureOfUploadError } from '../transport/failures'
import { FailureReport } from './failureReport'

// What the member sees and hears: additions, run start, progress by quarters, pause/resume/cancel, failures (on the
// file and as a notice), the connection. Install before the pause/resume plugin (see `resume-all`).
export class FeedbackPlugin extends PanelPlugin {
  #announcedProgress = 0
  /** While a resume restarts files, each as its own Uppy run: one "resumed", no "started". */
  #resuming = false
  #offlineNotice: number | undefined
  readonly #report: FailureReport

  constructor(uppy: PanelUppy, opts: PanelPluginOptions) {
    super(uppy, opts, 'PanelFeedback')
    this.#report = new FailureReport(
      ({ notices, announcement }) => {
        for (const text of notices) this.context.feedback.notices.push('error', text)
        this.context.feedback.announce(announcement, 'assertive')
      },
      {
        stillFails: ({ fileId }) => fileId === undefined || !!this.uppy.getFile(fileId)?.error,
        placeInList: ({ fileId }) => Object.keys(this.uppy.getState().files).indexOf(fileId ?? ''),
        answersToCome: () => answersToCome(this.uppy.getState()),
        filesListed: () => this.uppy.getFiles().length,
      },
    )
  }

  protected override cleanUp(): void {
    this.#report.dispose()
  }

  protected override subscribe(events: EventManager<PanelMeta, PanelBody>): void {
    const { feedback } = this.context
    events.on('files-added', (added) => {
      // Restored files are announced once by the restore store.
      const files = added.filter((file) => file.source !== ('restore' satisfies RestoredSource))
      if (files.length === 0) return
      feedback.announce(messages.filesAdded(files.map((file) => displayFileName(currentFileName(file)))))
    })
    events.on('upload', (_uploadId, files) => {
      if (files.length === 0 || this.#resuming) return
      this.#announcedProgress = 0
      feedback.announce(messages.uploadStarted(files.length))
    })
    // A throttled progress event can arrive after the run ended: nothing to announce then.
    events.on('complete', () => {
      this.#announcedProgress = 100
    })
    events.on('progress', (percent) => {
      const step = progressStepReached(percent, this.#announcedProgress)
      if (step === null) return
      this.#announcedProgress = step
      feedback.announce(messages.uploadProgress(step))
    })
    events.on('upload-error', (file, error, response) => this.#showFailure(file, error, response))
    // A removed failed file takes its error with it: the status bar must not stay on "failed".
    events.on('file-removed', () => syncGlobalError(this.uppy))
    events.on('pause-all', () => feedback.announce(messages.uploadPaused))
    events.on('resume-all', () => {
      feedback.announce(messages.uploadResumed)
      this.#expectResumedRuns()
    })
    events.on('upload-pause', (file, isPaused) => {
      if (!file) return
      const name = displayFileName(currentFileName(file))
      feedback.announce(isPaused ? messages.filePaused(name) : messages.fileResumed(name))
      if (!isPaused) this.#expectResumedRuns()
    })
    events.on('cancel-all', () => {
      if (this.uppy.getFiles().some((file) => file.progress.uploadStarted && !file.progress.uploadComplete)) {
        feedback.announce(messages.uploadCancelled)
      }
    })
    events.on('is-offline', () => {
      this.#offlineNotice = feedback.tell('warning', messages.offline, 0).id
    })
    events.on('is-online', () => {
      if (this.#offlineNotice === undefined) return
      feedback.notices.dismiss(this.#offlineNotice)
      this.#offlineNotice = undefined
      let text = messages.online
      // With files waiting too, retry reads "Prześlij N plików" (status/StatusBarActions.tsx).
      if (this.uppy.getFiles().some((file) => file.error))
        text = hasFilesToSend(this.uppy.getState()) ? messages.onlineSendHint : messages.onlineRetryHint
      feedback.tell('info', text)
    })
  }

  /** The pause/resume plugin, installed after this, restarts the files synchronously next: not new starts. */
  #expectResumedRuns(): void {
    this.#resuming = true
    queueMicrotask(() => {
      this.#resuming = false
    })
  }

  #showFailure(file: PanelFile | undefined, error: unknown, response: unknown): void {
    if (!file || !this.uppy.getFile(file.id)) return
    const { supervisor, getConfig } = this.context
    const reason = supervisor.reasonForUploadError(error, response)
    if (reason === 'paused') return
    const refusedBefore = reason === 'refused-before' ? this.context.failures.get(file.id) : undefined
    const failure = refusedBefore ?? failureOfUploadError(error, reason, getConfig(), currentFileName(file))
    this.context.failures.shown(file.id, failure)
    this.uppy.setFileState(file.id, { error: failure.fileMessage })
    this.uppy.setState({ error: failure.fileMessage })
    this.#report.add({ fileId: file.id, name: displayFileName(currentFileName(file)), failure })
  }
}
