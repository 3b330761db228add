import { Uppy } from '@uppy/core'
import { ALLOWED_FILE_TYPES, ERROR_NOTICE_DURATION_MS, UPLOAD_FIELDS } from '../core/config'
import { currentFileName, displayFileName } from '../core/displayName'
import { FailedFiles } from '../core/failedFiles'
import { Feedback } from '../core/feedback'
import type { PanelContext } from '../core/panelContext'
import type { PanelLiveConfig, PanelMeta, PanelUppy } from '../core/panelTypes'
import { RequestSupervisor } from '../core/requestSupervisor'
import type { FailureRemedy } from '../core/uploadFailure'
import { FeedbackPlugin } from '../feedback/FeedbackPlugin'
import * as unavailable from '../i18n/unavailableChunks'
import { uppyLocale } from '../i18n/uppyLocale'
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
  /**
   * Shows why these files failed, a notice each naming its file, and says them in one
   * announcement (so none cuts off the next): what the Dashboard's "?" buttons ask for.
   */
  showFileErrors(fileIds: readonly string[]): void
  /** What the member can do about a failed file: send it again, or remove it and choose another. */
  remedyOf(fileId: string): FailureRemedy
  destroy(): void
}

const quietLogger = { debug() {}, warn() {}, error() {} }

/**
 * The Uppy instance behind one panel, with the panel's behaviour as Uppy
 * plugins (each owns one concern and undoes itself on `destroy`). React-free:
 * the component only mounts the Dashboard over it.
 */
export function createPanelController<TBody = unknown, TErrorBody = unknown>(
  id: string,
  getConfig: () => PanelLiveConfig<TBody, TErrorBody>,
): PanelController {
  const feedback = new Feedback()
  const context: PanelContext = {
    getConfig,
    feedback,
    supervisor: new RequestSupervisor(() => getConfig()),
    uploadGuards: new Set(),
    failures: new FailedFiles(),
  }
  const uppy: PanelUppy = new Uppy({
    id,
    autoProceed: false,
    locale: uppyLocale,
    logger: quietLogger,
    infoTimeout: ERROR_NOTICE_DURATION_MS,
    meta: { ...UPLOAD_FIELDS } as PanelMeta,
    restrictions: { allowedFileTypes: [...ALLOWED_FILE_TYPES] },
    onBeforeUpload: () => [...context.uploadGuards].every((admits) => admits()),
  })
  uppy
    .use(IntakePlugin, { context })
    // After the content checks (a preprocessor too), before the host's own preprocessing steps.
    .use(PhotoLocationPlugin, { context })
    // Previews, lazily as the list shows files, never for very large images (the Dashboard's own generator is off).
    // WebP keeps transparency (Uppy's JPEG drew a transparent logo or signature on black); WebKit, which cannot
    // encode WebP, gives PNG, transparent too.
    .use(PanelThumbnails, {
      lazy: true,
      thumbnailWidth: 280,
      thumbnailType: 'image/webp',
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
      // Cancels every upload (aborting its request), then uninstalls every plugin.
      uppy.destroy()
      context.supervisor.dispose()
      feedback.dispose()
    },
  }
}
