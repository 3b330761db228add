import type { PanelUppy } from '../core/panelTypes'
import type { FailureRemedy } from '../core/uploadFailure'
import { failureReasons } from './failureReasons'
import { fileCardBehaviour } from './fileCardBehaviour'
import type { LoadedRepairs } from './loadedWithList'
import { fitLongNames } from './longNames'
import { preparationNotes } from './preparationNotes'

/**
 * The repairs only a list of files needs (each failed file's reason in its row, a photo's preparation for
 * sending in its row, names that break between words and fit their line, the file card's dialog behaviour:
 * a card opens from a listed file): a chunk of its own, loaded when the first file is listed, not with the
 * host's page.
 */
export function listRepairs(
  root: HTMLElement,
  uppy: PanelUppy,
  remedyOf: (fileId: string) => FailureRemedy,
): LoadedRepairs {
  const fileCard = fileCardBehaviour(root, uppy)
  const notes = preparationNotes(root, uppy)
  return {
    repairs: [failureReasons(uppy, remedyOf), notes.repair, fitLongNames(), fileCard.repair],
    stop: () => {
      fileCard.stop()
      notes.stop()
    },
  }
}
