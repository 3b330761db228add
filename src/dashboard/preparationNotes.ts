import type { State } from '@uppy/core'
import type { PanelBody, PanelMeta, PanelUppy, PhotoPreparationProgress } from '../core/panelTypes'
import { onBeat, untilNextBeat } from '../core/runBeat'
import { photoWaitsForPreparation, preparingPhoto } from '../photos/photoMessages'
import * as markup from './dashboardMarkup'
import type { DashboardRepair } from './observeDashboard'
import { PREPARATION_NOTE_CLASS, preparationNote } from './preparationNoteParts'

type PanelState = State<PanelMeta, PanelBody>

/** A photo being prepared or waiting for its turn (`resizePhotos`, photos/PhotoPreparation.ts); null otherwise. */
function noteOf(uppy: PanelUppy, fileId: string): string | null {
  const file = uppy.getFile(fileId)
  const preparation = file?.progress.preprocess as Partial<PhotoPreparationProgress> | undefined
  if (!file || file.error || preparation?.current === undefined) return null
  return preparation.current ? preparingPhoto : photoWaitsForPreparation
}

/** A photo prepared just before it is sent says so in its row, as text (Uppy's shows only a class), until it is sent,
 * paused, removed or failed. Which photo is prepared changes nothing Uppy draws: notes follow Uppy's state too, on the
 * run's beat (../core/runBeat.ts), not a frame per photo joining as requests start, on the CPU the first photo's
 * scaling needs. A pause or removal redraws at once, and this repair with it. */
export function preparationNotes(root: HTMLElement, uppy: PanelUppy): { repair: DashboardRepair; stop: () => void } {
  const repair: DashboardRepair = () => {
    // No photo prepared, no note left: no row to visit (this runs in every frame while 500 added files get previews).
    const preparing = Object.keys(uppy.getState().files).some((id) => noteOf(uppy, id) !== null)
    if (!preparing && !root.querySelector(preparationNote)) return
    for (const item of root.querySelectorAll<HTMLElement>(markup.fileItem)) {
      const note = noteOf(uppy, markup.fileIdOfItem(item))
      let text = item.querySelector<HTMLElement>(preparationNote)
      const info = item.querySelector(markup.fileInfo)
      if (!note || !info) {
        text?.remove()
        continue
      }
      if (!text || text.parentElement !== info) {
        text?.remove()
        text = root.ownerDocument.createElement('p')
        text.className = PREPARATION_NOTE_CLASS
        info.append(text)
      }
      if (text.textContent !== note) text.textContent = note
    }
  }
  let lastWritten = Number.NEGATIVE_INFINITY
  let cancelBeat: (() => void) | undefined
  const writeNow = () => {
    cancelBeat?.()
    cancelBeat = undefined
    lastWritten = performance.now()
    repair(root)
  }
  const onStateUpdate = (previous: PanelState, next: PanelState) => {
    if (previous.files === next.files || cancelBeat !== undefined) return
    for (const [id, file] of Object.entries(next.files)) {
      if (file.progress.preprocess === previous.files[id]?.progress.preprocess) continue
      const now = performance.now()
      const wait = untilNextBeat(lastWritten, now)
      if (wait === 0) writeNow()
      else cancelBeat = onBeat(now + wait, writeNow)
      return
    }
  }
  uppy.on('state-update', onStateUpdate)
  return {
    repair,
    stop: () => {
      cancelBeat?.()
      uppy.off('state-update', onStateUpdate)
    },
  }
}
