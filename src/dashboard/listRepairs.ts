import type { PanelUppy } from '../core/panelTypes'
import type { FailureRemedy } from '../core/uploadFailure'
import { showErrorDetailsInPanel } from './errorDetails'
import { failureReasons } from './failureReasons'
import { fileCardDialog } from './fileCardDialog'
import { returnFocusFromCard } from './fileCardFocusReturn'
import { keepNameAtSave } from './fileCardNameAtSave'
import { fitLongNames } from './longNames'
import { nameFileButtons } from './nameFileButtons'
import type { DashboardRepair } from './observeDashboard'
import { preparationNotes } from './preparationNotes'

/** What the list's repairs ask the panel about failed files: to show why (one announcement), what the member can do. */
export interface FailureActions {
  showFileErrors(fileIds: readonly string[]): void
  remedyOf(fileId: string): FailureRemedy
}

/** Repairs only a list needs, with the panel: a failed file's reason and remedy must be there whatever else loads. */
export function listRepairs(
  root: HTMLElement,
  uppy: PanelUppy,
  failureActions: FailureActions,
): { repairs: readonly DashboardRepair[]; stop(): void } {
  const fileCard = fileCardDialog(root, uppy)
  const stopNameAtSave = keepNameAtSave(root, uppy)
  const stopFocusReturn = returnFocusFromCard(root, uppy)
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
      stopNameAtSave()
      stopFocusReturn()
      notes.stop()
      stopErrorDetails()
    },
  }
}
