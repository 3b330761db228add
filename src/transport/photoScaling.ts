import { onDemand } from '../core/onDemand'
import type { PanelContext } from '../core/panelContext'
import type { PanelUppy } from '../core/panelTypes'
import type { FailureRecord } from '../core/uploadFailure'
import * as unavailable from '../i18n/unavailableChunks'
import type { PhotoPreparation } from '../photos/PhotoPreparation'

type PreparationChunk = Pick<typeof import('../photos/PhotoPreparation'), 'PhotoPreparation'>

/**
 * Photo scaling before sending (`resizePhotos`): photos/PhotoPreparation.ts, loaded with the first photo
 * to scale. Where it cannot load, a photo within the size limit is sent as chosen and the member is told,
 * once per failed load; one over the limit is not sent now and its row says why. The next photo, or a
 * retry, loads it again.
 */
export class PhotoScaling {
  readonly #uppy: PanelUppy
  readonly #context: PanelContext
  readonly #preparation: () => Promise<PhotoPreparation>
  /** Loads the member was told had failed: photos waiting on the same load are told once. */
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

  /**
   * Prepares a photo just before its request (the request waits for this). Returns false when the photo
   * must not be sent now: over the size limit and not scaled, its failure recorded for the transport.
   */
  async prepare(fileId: string, xhr: XMLHttpRequest): Promise<boolean> {
    // Asked before any await: photos are prepared in the order their requests come.
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
    // A rejection would leave the request waiting for ever: the photo is then sent as prepared so far.
    await preparation.prepare(fileId, xhr).catch(() => {})
    return true
  }

  /** The panel is gone: what is being prepared stops, and a preparation that loads later stops at once. */
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
