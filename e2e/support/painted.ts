// What a member sees at a control and what their tap there reaches, each read as the member meets it: the pixels
// of a screenshot, and a real press of the pointer. A hit test in script (`elementFromPoint`) passes over an inert
// or `pointer-events: none` element painted on top, so it cannot tell a covered button from a visible one.
import { setTimeout as sleep } from 'node:timers/promises'
import { isMoving } from './atRest'
import type { EnginePage } from './engines'
import { type Box, pixelsChanged } from './pixels'

/** What the member meets at the middle of a control. */
export interface TapReading {
  /** The control draws pixels there: a screenshot changes when it alone is hidden. */
  painted: boolean
  /** A real press of the pointer there lands on the control (or inside it). */
  reached: boolean
  /** What the press landed on, for the failure's message: its tag, classes and text. */
  landedOn: string
}

const PROBE = 'data-tap-probe'

/**
 * The middle half of the control's box, scrolled into view first, once it has come to rest (Uppy slides its views
 * in, some time after they are added: the same box twice, 100 ms apart, with nothing moving, ./atRest.ts): where a
 * tap aims, away from its edges.
 */
export async function middleOf(page: EnginePage, selector: string): Promise<Box> {
  let last = ''
  for (let tries = 0; ; tries++) {
    const box = await boxOf(page, selector)
    const now = JSON.stringify(box)
    if (now === last && !(await isMoving(page, selector))) return box
    if (tries > 50) throw new Error(`${page.engine}: ${selector} did not come to rest: ${now}`)
    last = now
    await sleep(100)
  }
}

async function boxOf(page: EnginePage, selector: string): Promise<Box> {
  const box = await page.evaluate((s) => {
    const element = document.querySelector(s)
    if (!element) return null
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' })
    const { x, y, width, height } = element.getBoundingClientRect()
    return { x: x + width / 4, y: y + height / 4, width: width / 2, height: height / 2 }
  }, selector)
  if (!box) throw new Error(`${page.engine}: nothing matches ${selector}`)
  return box
}

/**
 * Reads what the member meets at the middle of the first element matching `selector`. The press is caught before
 * it acts (its click goes no further), so the panel's state does not change; the pointer's down and up still happen.
 */
export async function readTap(page: EnginePage, selector: string): Promise<TapReading> {
  const middle = await middleOf(page, selector)
  const scrolledBy = await page.evaluate(() => Math.round(window.scrollY), null)
  const shown = await page.screenshot()
  await page.evaluate(
    (s) => document.querySelector<HTMLElement>(s)?.style.setProperty('visibility', 'hidden'),
    selector,
  )
  const hidden = await page.screenshot()
  await page.evaluate((s) => document.querySelector<HTMLElement>(s)?.style.removeProperty('visibility'), selector)

  await page.evaluate(
    ({ s, probe }) => {
      document.querySelector(s)?.setAttribute(probe, '')
      const landing = (event: Event) => {
        const target = event.target as Element
        const text = (target.textContent ?? '').trim().slice(0, 40)
        document.documentElement.dataset.tapLanded = `${target.tagName.toLowerCase()}.${[...target.classList].join('.')} "${text}"`
        document.documentElement.dataset.tapReached = String(target.closest(`[${probe}]`) !== null)
        event.preventDefault()
        event.stopImmediatePropagation()
      }
      window.addEventListener('click', landing, { capture: true, once: true })
      ;(window as { tapProbeListener?: (event: Event) => void }).tapProbeListener = landing
    },
    { s: selector, probe: PROBE },
  )
  await page.clickAt({ x: middle.x + middle.width / 2, y: middle.y + middle.height / 2 })
  const landed = await page.evaluate((probe) => {
    const probeWindow = window as { tapProbeListener?: (event: Event) => void }
    if (probeWindow.tapProbeListener)
      window.removeEventListener('click', probeWindow.tapProbeListener, { capture: true })
    delete probeWindow.tapProbeListener
    const { tapLanded = 'nothing', tapReached = 'false' } = document.documentElement.dataset
    delete document.documentElement.dataset.tapLanded
    delete document.documentElement.dataset.tapReached
    for (const element of document.querySelectorAll(`[${probe}]`)) element.removeAttribute(probe)
    return { landedOn: tapLanded, reached: tapReached === 'true' }
  }, PROBE)
  const painted = pixelsChanged(shown, hidden, middle) > 0
  if (painted && landed.reached) return { painted, ...landed }
  // A miss: say whether the control had moved since it was measured, and how far the page had scrolled, so the
  // failure tells a covered control from a moving one (one WebKit miss at 360 px landed on the host's form above).
  const after = await page.evaluate((s) => {
    const rect = document.querySelector(s)?.getBoundingClientRect()
    return { y: Math.round(rect ? rect.y + rect.height / 4 : -1), scrollY: Math.round(window.scrollY) }
  }, selector)
  const moved = `measured at y ${Math.round(middle.y)} with scrollY ${scrolledBy}, now y ${after.y} with scrollY ${after.scrollY}`
  return { painted, reached: landed.reached, landedOn: `${landed.landedOn} (${moved})` }
}
