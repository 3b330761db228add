import { currentFileName, displayFileName } from '../core/displayName'
import type { Feedback } from '../core/feedback'
import type { PanelContext } from '../core/panelContext'
import { closePanelCore, createPanelCore } from '../core/panelCore'
import type { PanelLiveConfig, PanelUppy } from '../core/panelTypes'
import type { FailureRemedy } from '../core/uploadFailure'
import { FeedbackPlugin } from '../feedback/FeedbackPlugin'
import * as unavailable from '../i18n/unavailableChunks'
import { IntakePlugin } from '../intake/IntakePlugin'
import { RunOutcomePlugin } from '../outcome/RunOutcomePlugin'
import { PauseResumePlugin } from '../pause/PauseResumePlugin'
import { awaitsScaling } from '../photos/awaitsScaling'
import { PhotoLocationPlugin } from '../photos/PhotoLocationPlugin'
import { ProcessingStepsPlugin } from '../processing/ProcessingStepsPlugin'
import { PanelThumbnails } from '../thumbnails/panelThumbnails'
import { PanelTransport } from '../transport/panelTransport'

export interface PanelController {
  uppy: PanelUppy
  feedback: Feedback
  /** What the panel's plugins share, for plugins installed later (the restore store). */
  context: PanelContext
  /** Re-reads limits and processing steps from the live config and applies them to Uppy. */
  refresh(): void
  /** For the "?" buttons: why these files failed, a notice per file naming it, announced together (none cut off). */
  showFileErrors(fileIds: readonly string[]): void
  /** What the member can do about a failed file: send it again, or remove it and choose another. */
  remedyOf(fileId: string): FailureRemedy
  destroy(): void
}

/** One panel's Uppy, React-free: its behaviour is in plugins, one concern each, each undoing itself on `destroy`. */
export function createPanelController<TBody = unknown, TErrorBody = unknown>(
  id: string,
  getConfig: () => PanelLiveConfig<TBody, TErrorBody>,
): PanelController {
  const core = createPanelCore(getConfig, id)
  const { context, uppy } = core
  const { feedback } = context
  uppy
    .use(IntakePlugin, { context })
    // After the content checks (a preprocessor too), before the host's own preprocessing steps.
    .use(PhotoLocationPlugin, { context })
    // Previews (the Dashboard's own generator is off), drawn as ../thumbnails/panelThumbnails.ts says.
    .use(PanelThumbnails, {
      onUnavailable: () => feedback.tell('info', unavailable.previewsUnavailable),
      drawnOnceSent: (file) => awaitsScaling(file, uppy.getState().currentUploads, !!context.getConfig().resizePhotos),
    })
    .use(PanelTransport, { context })
    // Before pause/resume: it must know a resume is under way when the resumed files restart.
    .use(FeedbackPlugin, { context })
    .use(PauseResumePlugin, { context })
    .use(RunOutcomePlugin, { context })
    .use(ProcessingStepsPlugin, { context })
  let destroyed = false
  return {
    uppy,
    feedback,
    context,
    showFileErrors(fileIds) {
      const texts = fileIds.flatMap((fileId) => {
        const file = uppy.getFile(fileId)
        return file?.error ? [`„${displayFileName(currentFileName(file))}”: ${file.error}`] : []
      })
      for (const text of texts) feedback.notices.push('error', text)
      if (texts.length > 0) feedback.announce(texts.join(' '), 'assertive')
    },
    remedyOf(fileId) {
      // A failure the panel did not map (a processing step failed) can be retried.
      return context.failures.get(fileId)?.remedy ?? 'retry'
    },
    refresh() {
      uppy.getPlugin<IntakePlugin>('PanelIntake')?.refresh()
      uppy.getPlugin<ProcessingStepsPlugin>('PanelProcessingSteps')?.refresh()
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      closePanelCore(core)
    },
  }
}
