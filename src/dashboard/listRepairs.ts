import type { PanelUppy } from '../core/panelTypes'
import type { FailureRemedy } from '../transport/failures'
import { failureReasons } from './failureReasons'
import { fitLongNames } from './longNames'
import type { DashboardRepair } from './observeDashboard'

/**
 * The repairs only a list of files needs (each failed file's reason in its row, names that fit their
 * line): a chunk of its own, loaded when the first file is listed, not with the host's page.
 */
export function listRepairs(uppy: PanelUppy, remedyOf: (fileId: string) => FailureRemedy): DashboardRepair[] {
  return [failureReasons(uppy, remedyOf), fitLongNames()]
}
