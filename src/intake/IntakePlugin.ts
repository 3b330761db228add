import type { EventManager, State } from '@uppy/core'
import { UPLOAD_REFRESH_INTERVAL_MS } from '../core/config'
import { currentFileName, displayFileName, hasBidiControls, ORIGINAL_NAME_META } from '../core/displayName'
import { refusalWithoutPlaces } from '../core/limits'
import { PanelPlugin } from '../core/PanelPlugin'
import type { PanelPluginOptions } from '../core/panelContext'
import type { PanelBody, PanelFile, PanelMeta, PanelUppy } from '../core/panelTypes'
import { runInProgress } from '../core/runInProgress'
import * as messages from '../i18n/messages'
import { ContentChecks } from './contentCheck'
import { isHeicFile } from './heic'
import { countFiles, maxFilesFor, placesForNewFiles } from './places'
import { RefusalCollector } from './refusals'
import { sizeRefusal, tooLargeToAdd } from './sizeLimit'

/** What may enter the list: the places left, empty files, duplicates, Uppy's type and size restrictions from the live
 * limits, the content check, display names without reordering characters. One add's refusals make one Polish notice. */
export class IntakePlugin extends PanelPlugin {
  readonly #refusals: RefusalCollector
  readonly #contentChecks: ContentChecks
  /** A removal or a success may have changed the places since Uppy's restrictions were last set. */
  #stale = false
  #refreshQueued = false
  #refreshTimer: ReturnType<typeof setTimeout> | undefined

  constructor(uppy: PanelUppy, opts: PanelPluginOptions) {
    super(uppy, opts, 'PanelIntake')
    this.#refusals = new RefusalCollector((text) => this.context.feedback.tell('error', text))
    this.#contentChecks = new ContentChecks(uppy, (message) => this.#refusals.add(message))
  }

  /** Applies the current places to Uppy's count restriction (after a prop change, an upload, a removal). */
  refresh(): void {
    this.#stale = false
    clearTimeout(this.#refreshTimer)
    this.#refreshTimer = undefined
    const maxNumberOfFiles = maxFilesFor(this.context.getConfig().limits, this.uppy.getFiles())
    // Uppy's setOptions rebuilds its translator and redraws everything: only for a real change.
    if (maxNumberOfFiles === this.uppy.opts.restrictions.maxNumberOfFiles) return
    this.uppy.setOptions({ restrictions: { maxNumberOfFiles } })
  }

  /** One refresh per burst ("Anuluj" removes files one event at a time; files are added only in later tasks, after the
   * microtask). In a run, files succeed one task at a time: then at most once per redraw interval, the Dashboard's own
   * pace in a run. Files added meanwhile are counted exactly (`#admits` refreshes first); the run's end refreshes. */
  #refreshSoon = (): void => {
    this.#stale = true
    if (runInProgress(this.uppy.getState())) {
      this.#refreshTimer ??= setTimeout(() => this.#refreshIfStale(), UPLOAD_REFRESH_INTERVAL_MS)
      return
    }
    if (this.#refreshQueued) return
    this.#refreshQueued = true
    queueMicrotask(() => {
      this.#refreshQueued = false
      this.#refreshIfStale()
    })
  }

  #refreshIfStale(): void {
    if (this.#stale && this.isInstalled) this.refresh()
  }

  #onStateUpdate = (previous: PanelState, next: PanelState): void => {
    if (this.#stale && runInProgress(previous) && !runInProgress(next)) this.#refreshSoon()
  }

  protected override subscribe(events: EventManager<PanelMeta, PanelBody>): void {
    this.uppy.setOptions({ onBeforeFileAdded: this.#admits })
    this.context.uploadGuards.add(this.#fitsPlacesLeft)
    this.refresh()
    this.uppy.addPreProcessor(this.#contentChecks.waitFor)
    events.on('restriction-failed', this.#onRestrictionFailed)
    events.on('file-added', this.#onFileAdded)
    events.on('file-removed', this.#refreshSoon)
    events.on('upload-success', this.#refreshSoon)
    events.on('state-update', this.#onStateUpdate)
  }

  protected override cleanUp(): void {
    clearTimeout(this.#refreshTimer)
    this.#refreshTimer = undefined
    this.#refusals.cancel()
    this.context.uploadGuards.delete(this.#fitsPlacesLeft)
    this.uppy.removePreProcessor(this.#contentChecks.waitFor)
    this.uppy.setOptions({ onBeforeFileAdded: () => true })
  }

  /** Why a file is refused for its size, with the current limit: when added, or once scaled (`resizePhotos`). */
  sizeRefusal(fileName: string): string {
    return sizeRefusal(this.uppy.i18n, fileName, this.context.getConfig().limits.maxFileSize)
  }

  /** Uppy's `onBeforeFileAdded`: the checks its restrictions cannot express. */
  #admits = (file: PanelFile, files: Record<string, PanelFile>): boolean => {
    // Returning false for a file already listed is what makes Uppy report the duplicate.
    if (Object.hasOwn(files, file.id)) return false
    // Uppy checks the whole add against its restrictions after this: they must count every success so far.
    if (this.#stale) this.refresh()
    const { limits, resizePhotos } = this.context.getConfig()
    if (placesForNewFiles(limits, this.uppy.getFiles()) <= 0) {
      this.#refusals.add(refusalWithoutPlaces(limits))
      return false
    }
    if (isHeicFile(file)) {
      this.#refusals.add(messages.heicPhoto(displayFileName(file.name ?? '')))
      return false
    }
    if (file.size === 0) {
      this.#refusals.add(messages.emptyFile(displayFileName(file.name ?? '')))
      return false
    }
    if (tooLargeToAdd(file, limits.maxFileSize, !!resizePhotos)) {
      this.#refusals.add(this.sizeRefusal(file.name ?? ''))
      return false
    }
    return true
  }

  /** At send: places may have shrunk (`existingCount` grew) and the server would refuse all; say how many to remove. */
  #fitsPlacesLeft = (): boolean => {
    const { limits } = this.context.getConfig()
    const toSend = countFiles(this.uppy.getFiles()).pending
    if (!limits.valid || toSend <= limits.placesLeft) return true
    this.context.feedback.tell('error', messages.tooManyToSend(limits.placesLeft, toSend - limits.placesLeft))
    return false
  }

  #onRestrictionFailed = (file: PanelFile | undefined, error: Error): void => {
    // Refusals from #admits already have their own Polish text.
    if ((error as { isUserFacing?: boolean }).isUserFacing === false) return
    const { maxNumberOfFiles } = this.uppy.opts.restrictions
    const isCountError =
      maxNumberOfFiles != null &&
      error.message === this.uppy.i18n('youCanOnlyUploadX', { smart_count: maxNumberOfFiles })
    if (isCountError) {
      this.#refusals.add(
        messages.tooManyFiles(placesForNewFiles(this.context.getConfig().limits, this.uppy.getFiles())),
      )
      return
    }
    // Uppy writes the picked name into its texts; the member sees it without reordering characters.
    const { message } = error
    this.#refusals.add(file?.name ? message.split(file.name).join(displayFileName(file.name)) : message)
  }

  #onFileAdded = (file: PanelFile): void => {
    const name = currentFileName(file)
    if (hasBidiControls(name)) {
      this.uppy.setFileMeta(file.id, { name: displayFileName(name), [ORIGINAL_NAME_META]: name })
    }
    this.#contentChecks.start(file)
  }
}

type PanelState = State<PanelMeta, PanelBody>
