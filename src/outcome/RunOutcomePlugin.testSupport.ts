/**
 * What the RunOutcomePlugin.*.test.ts files share: a panel with the plugin installed, the host's callbacks
 * as mocks, and a scripted server answering each file as the test says.
 */
import { vi } from 'vitest'
import type { PanelFile } from '../core/panelTypes'
import {
  addScriptedUploader,
  createTestPanel,
  type Deferred,
  refusedByServer,
  type ScriptedOutcome,
} from '../test/panelHarness'
import type { CompleteSuccessResult, UploadedFile, UploadResponse } from '../types'
import { RunOutcomePlugin } from './RunOutcomePlugin'

export const rejected = () => refusedByServer('Plik jest uszkodzony.')

/** A fresh panel with the run outcome plugin installed and the host's callbacks mocked. */
export function runOutcomePanel() {
  const onUploadSuccess = vi.fn<(file: UploadedFile, response: UploadResponse) => void>()
  const onCompleteSuccess = vi.fn<(result: CompleteSuccessResult) => void>()
  const panel = createTestPanel({ onUploadSuccess, onCompleteSuccess })
  const uppy = panel.uppy
  uppy.use(RunOutcomePlugin, { context: panel.context })
  /** What the scripted server answers, by file name; a file not listed succeeds with its name. */
  const answers = new Map<string, ScriptedOutcome | Deferred<ScriptedOutcome>>()
  addScriptedUploader(uppy, (file: PanelFile) => {
    const answer = answers.get(file.name ?? '') ?? { status: 201, body: { name: file.name } }
    return 'promise' in answer ? answer.promise : answer
  })

  const completedNames = (call = 0) =>
    onCompleteSuccess.mock.calls[call]?.[0].successful.map((attachment) => attachment.file.name)

  return { panel, uppy, onUploadSuccess, onCompleteSuccess, answers, completedNames }
}

export type RunOutcomePanel = ReturnType<typeof runOutcomePanel>
