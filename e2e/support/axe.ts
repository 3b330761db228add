import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import { axeRunOptions } from '../../tools/axeOptions'
import { untilAtRest } from './atRest'
import type { EnginePage } from './engines'

/**
 * The project's own axe-core (the version the story tests run), run as the automation runs its
 * scripts: the host page's Content Security Policy refuses an added <script> and eval.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type WindowWithAxe = Window & { axe: { run(context: string, options: RunOptions): Promise<AxeResults> } }

/**
 * Runs axe with the panel's rules (tools/axeOptions.ts) on the panel once nothing in it is moving (at most 3 s: axe
 * reads the colours of the frame it runs in, and text fading in fails contrast there), and lists each violation as
 * "rule: element", so a failing test says what and where.
 */
export async function axeViolations(page: EnginePage, panel = '.aup-panel'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window, null))) await page.runScript(axeSource)
  await untilAtRest(page, panel)
  const results = await page.evaluate(
    ([context, options]) => (window as unknown as WindowWithAxe).axe.run(context, options),
    [panel, axeRunOptions] as const,
  )
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  )
}
