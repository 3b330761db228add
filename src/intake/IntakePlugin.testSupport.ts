/** What the IntakePlugin.*.test.ts files share: the files they add, and a panel with the intake plugin installed. */

import { createTestPanel, setLimits, settle, texts } from '../test/panelHarness'
import type { AttachmentSettings } from '../types'
import { IntakePlugin } from './IntakePlugin'

export const text = (name: string, type = 'text/plain') => ({ name, type, data: new Blob(['zwykły tekst'], { type }) })

/** Notices are collected for one add and shown in a microtask; content checks read bytes asynchronously. */
export const intakeSettled = () => settle()

/** A fresh panel with the intake plugin installed, and what the tests do to it and read of it. */
export function intakePanel() {
  const panel = createTestPanel()
  const uppy = panel.uppy
  uppy.use(IntakePlugin, { context: panel.context })

  /** A prop change as the component applies it: new limits, then the controller's refresh(). */
  function applyLimits(settings: AttachmentSettings | null | undefined, existingCount = 0) {
    setLimits(panel.config, settings, existingCount)
    uppy.getPlugin<IntakePlugin>('PanelIntake')?.refresh()
  }
  const names = () => uppy.getFiles().map((file) => file.meta.name)
  const errors = () => texts(panel.context.feedback, 'error')

  return { panel, uppy, applyLimits, names, errors }
}

export type IntakePanel = ReturnType<typeof intakePanel>
