/** What the FeedbackPlugin.*.test.ts files share: a panel with the feedback plugin installed, and what it says. */
import { vi } from 'vitest'
import { createTestPanel, type HeardAnnouncement, recordAnnouncements, refusedByServer } from '../test/panelHarness'
import { FeedbackPlugin } from './FeedbackPlugin'

export const rejected = (message: string) => refusedByServer(message)

/** A fresh panel with the feedback plugin installed, recording what it announces. */
export function feedbackPanel(overrides: Parameters<typeof createTestPanel>[0] = {}) {
  const panel = createTestPanel(overrides)
  const uppy = panel.uppy
  uppy.use(FeedbackPlugin, { context: panel.context })
  const heard = recordAnnouncements(panel.context.feedback.announcer)
  const said = () => heard.map((announcement) => announcement.text)
  return { panel, uppy, heard, said }
}

export type FeedbackPanel = ReturnType<typeof feedbackPanel>

/** The same, on fake timers from before the panel is made. */
export function feedbackPanelOnFakeTimers() {
  vi.useFakeTimers()
  return feedbackPanel()
}

/** Failures of one moment are reported together, after a short window (well under a notice's 5 s). */
export const reportWindowPassed = () => vi.advanceTimersByTimeAsync(1_000)
export const politely = (text: string): HeardAnnouncement => ({ politeness: 'polite', text })
export const urgently = (text: string): HeardAnnouncement => ({ politeness: 'assertive', text })
