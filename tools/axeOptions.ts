import type { RunOptions } from 'axe-core'

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the standard the panel is checked against. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

/**
 * The one axe configuration for every check of the panel (story tests through the
 * Storybook addon, end-to-end presentation tests).
 *
 * Without `runOnly` axe skips rules it ships disabled, among them WCAG 2.2's
 * `target-size` (2.5.8); naming the tags runs them. `best-practice` keeps the rules
 * axe's default run already had (heading order, landmarks…): the WCAG tags alone
 * would drop them. `rules` wins over `runOnly` in axe, so the two rules below run
 * whatever the tags and whatever a caller (the addon) disables by default.
 */
export const axeRunOptions = {
  runOnly: { type: 'tag', values: [...WCAG_AA_TAGS, 'best-practice'] },
  rules: {
    // Uppy names some buttons differently from their visible text, which speech-input
    // users cannot say (WCAG 2.5.3).
    'label-content-name-mismatch': { enabled: true },
    // The addon turns this off for components without landmarks; the panel is a named
    // <section>, so everything it shows must sit inside that landmark.
    region: { enabled: true },
  },
} satisfies RunOptions
