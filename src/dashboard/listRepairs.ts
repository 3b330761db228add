import type { PanelUppy } from '../core/panelTypes'
import type { FailureRemedy } from '../core/uploadFailure'
import { showErrorDetailsInPanel } from './errorDetails'
import { failureReasons } from './failureReasons'
import { fileCardBehaviour } from './fileCardBehaviour'
import { fitLongNames } from './longNames'
import { nameFileButtons } from './nameFileButtons'
import type { DashboardRepair } from './observeDashboard'
import { preparationNotes } from './preparationNotes'

/** What the list's repairs ask the panel about failed files: to show why, and what the member can do. */
export interface FailureActions {
  /** Shows why these files failed, in the panel, with one announcement. */
  showFileErrors(fileIds: readonly string[]): void
  /** What the member can do about a failed file. */
  remedyOf(fileId: string): FailureRemedy
}

/**
 * The repairs only a list of files needs (each failed file's reason in its row, and its details in the panel
 * from the row's "?", a photo's preparation for sending in its row, names that break between words and fit
 * their line, the file card's dialog behaviour: a card opens from a listed file, each row's progress button
 * named with its file), with the panel: a failed file's reason and remedy must be there whatever else loads.
 */
export function listRepairs(
  root: HTMLElement,
  uppy: PanelUppy,
  failureActions: FailureActions,
): { repairs: readonly DashboardRepair[]; stop(): void } {
  const fileCard = fileCardBehaviour(root, uppy)
  const notes = preparationNotes(root, uppy)
  const stopErrorDetails = showErrorDetailsInPanel(root, failureActions.showFileErrors)
  return {
    repairs: [
      failureReasons(uppy, failureActions.remedyOf),
      notes.repair,
      fitLongNames(),
      fileCard.repair,
      nameFileButtons,
    ],
    stop: () => {
      fileCard.stop()
      notes.stop()
      stopErrorDetails()
    },
  }
}
