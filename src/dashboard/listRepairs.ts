import type { PanelUppy } from '../core/panelTypes'
import type { FailureRemedy } from '../transport/failures'
import { failureReasons } from './failureReasons'
import { fitLongNames } from './longNames'
import type { DashboardRepair } from './observeDashboard'
import { sendWaitingFromRetry } from './sendWaitingFromRetry'

/**
 * The repairs only a list of files needs (each failed file's reason in its row, names that break between words,
 * "Ponów" sending the files added after a failed run): a chunk of its own, loaded when the first file is
 * listed, not with the host's page.
 */
export function listRepairs(uppy: PanelUppy, remedyOf: (fileId: string) => FailureRemedy): DashboardRepair[] {
  return [failureReasons(uppy, remedyOf), fitLongNames(), sendWaitingFromRetry(uppy, remedyOf)]
}
