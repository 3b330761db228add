/**
 * Visual baselines for the `storybook` Vitest project: after a story has rendered,
 * played and passed its axe check, its frame is captured and compared with the
 * committed PNG in `stories/__screenshots__/` (first run: the baseline is written and
 * the test fails on purpose; accept changes with `npm run test:update-snapshots`).
 */
import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'

/** Per-story options, set as `parameters.visual`. */
export interface VisualParameters {
  /** CSS selectors of regions whose pixels depend on timing (they are painted over). */
  mask?: string[]
}

afterEach(async (context) => {
  const { task } = context
  const storyId = (task.meta as { storyId?: string }).storyId
  // A story that already failed would only add a misleading image mismatch.
  if (!storyId || (task.result?.errors?.length ?? 0) > 0) return

  const frame = document.querySelector<HTMLElement>('.story-frame')
  if (!frame) throw new Error(`Story ${storyId} rendered no .story-frame to capture`)
  await settleRendering()

  const parameters = (context as { story?: { parameters?: { visual?: VisualParameters } } }).story?.parameters
  const mask = (parameters?.visual?.mask ?? []).flatMap((selector) => [...frame.querySelectorAll(selector)])
  await expect.element(page.elementLocator(frame)).toMatchScreenshot(storyId, {
    comparatorName: 'pixelmatch',
    // threshold 0.1 ignores anti-aliasing noise (seen between parallel runs); a few
    // hundred stray pixels are tolerated, a changed text or layout is not.
    comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
    screenshotOptions: { animations: 'disabled', caret: 'hide', mask, maskColor: '#ff00ff' },
  })
})

/** Fonts loaded and two frames painted, so the capture shows the final layout. */
async function settleRendering() {
  await document.fonts.ready
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve))
}
