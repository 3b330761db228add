import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import { inTransition } from '../../src/test/selectors'
import { axeRunOptions } from '../../tools/axeOptions'
import type { EnginePage } from './engines'

/**
 * The project's own axe-core (the version the story tests run), run as the automation runs its
 * scripts: the host page's Content Security Policy refuses an added <script> and eval.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type WindowWithAxe = Window & { axe: { run(context: string, options: RunOptions): Promise<AxeResults> } }

/**
 * Waits, at most 3 s, until nothing in the panel is moving: axe reads the colours of the frame it runs in, and text
 * fading in fails contrast there (WebKit on a loaded machine ran axe while the file card was still fading in).
 * Endless animations (the indeterminate progress stripes) are not waited for.
 */
function settled(page: EnginePage, panel: string) {
  return page.evaluate(
    async ([context, transition]) => {
      const root = document.querySelector(context)
      const moving = () =>
        !!root &&
        (root.querySelector(transition) !== null ||
          root
            .getAnimations({ subtree: true })
            .some(
              (animation) =>
                animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
            ))
      const deadline = Date.now() + 3_000
      while (moving() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    },
    [panel, inTransition] as const,
  )
}

/**
 * Runs axe with the panel's rules (tools/axeOptions.ts) on the panel once nothing in it is moving, and lists
 * each violation as "rule: element", so a failing test says what and where.
 */
export async function axeViolations(page: EnginePage, panel = '.aup-panel'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window, null))) await page.runScript(axeSource)
  await settled(page, panel)
  const results = await page.evaluate(
    ([context, options]) => (window as unknown as WindowWithAxe).axe.run(context, options),
    [panel, axeRunOptions] as const,
  )
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  )
}
