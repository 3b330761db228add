import { onDemand } from '../core/onDemand'
import type { PanelContext } from '../core/panelContext'
import type { PanelUppy } from '../core/panelTypes'
import type { FailureRecord } from '../core/uploadFailure'
import * as unavailable from '../i18n/unavailableChunks'
import type { PhotoPreparation } from '../photos/PhotoPreparation'

type PreparationChunk = Pick<typeof import('../photos/PhotoPreparation'), 'PhotoPreparation'>

// `resizePhotos`: photos/PhotoPreparation.ts loads with the first photo. If it fails, a photo within the limit is sent
// as chosen (told once per failed load), one over it waits with its row saying why; the next photo or retry reloads.
export class PhotoScaling {
  readonly #uppy: PanelUppy
  readonly #context: PanelContext
  readonly #preparation: () => Promise<PhotoPreparation>
  /** Failed loads already told, so photos waiting on one load are told once. */
  readonly #told = new WeakSet<Promise<PhotoPreparation>>()
  #loaded: PhotoPreparation | undefined
  #stopped = false

  constructor(
    uppy: PanelUppy,
    context: PanelContext,
    load: () => Promise<PreparationChunk> = () => import('../photos/PhotoPreparation'),
  ) {
    this.#uppy = uppy
    this.#context = context
    this.#preparation = onDemand(async () => {
      const preparation = new (await load()).PhotoPreparation(uppy, context)
      if (this.#stopped) preparation.dispose()
      else this.#loaded = preparation
      return preparation
    })
  }

  /** The request waits for this. False: not to be sent now (over the limit, unscaled; failure recorded). */
  async prepare(fileId: string, xhr: XMLHttpRequest): Promise<boolean> {
    // Before any await: photos are prepared in request order.
    const loading = this.#preparation()
    let preparation: PhotoPreparation
    try {
      preparation = await loading
    } catch {
      if (!this.#told.has(loading) && !this.#stopped)
        this.#context.feedback.tell('warning', unavailable.photoScalingUnavailable)
      this.#told.add(loading)
      return this.#withinLimitAsChosen(fileId)
    }
    // A rejection would hang the request: send it as prepared so far.
    await preparation.prepare(fileId, xhr).catch(() => {})
    return true
  }

  /** A preparation that loads later stops at once. */
  stop(): void {
    this.#stopped = true
    this.#loaded?.dispose()
    this.#loaded = undefined
  }

  #withinLimitAsChosen(fileId: string): boolean {
    const file = this.#uppy.getFile(fileId)
    const { limits } = this.#context.getConfig()
    if (!file || !limits.valid || (file.size ?? 0) <= limits.maxFileSize) return true
    const failure: FailureRecord = {
      kind: 'not-scaled',
      status: 0,
      fileMessage: unavailable.photoNotScaledNow,
      noticeMessage: unavailable.photoNotScaledNow,
      resendable: false,
      remedy: 'retry',
    }
    this.#context.failures.record(fileId, failure)
    return false
  }
}
