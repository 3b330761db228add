import { expect } from 'vitest'
import type { EnginePage } from './engines'

/** The name a screen reader would give the focused element (enough for the panel's buttons and fields). */
const focusedName = (page: EnginePage) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element) return ''
    const labelledBy = element.getAttribute('aria-labelledby')
    const label = labelledBy
      ? document.getElementById(labelledBy)?.textContent
      : (element as HTMLInputElement).labels?.[0]?.textContent
    return (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '').trim()
  }, null)

/**
 * Presses Tab (Shift+Tab with `backward`) until the focused element's name is `name`, as a keyboard
 * user moves. Fails once focus leaves the page instead of wrapping round through the browser's own
 * controls: headless Firefox then leaves the page without focus (`:focus` matches nothing).
 */
export async function tabTo(page: EnginePage, name: string | RegExp, { backward = false } = {}): Promise<void> {
  const seen: string[] = []
  for (let i = 0; i < 40; i++) {
    await page.press(backward ? 'Shift+Tab' : 'Tab')
    const current = await focusedName(page)
    if (typeof name === 'string' ? current === name : name.test(current)) return
    seen.push(current)
    if (await page.evaluate(() => document.activeElement === document.body, null)) break
  }
  throw new Error(
    `${page.engine}: ${backward ? 'Shift+Tab' : 'Tab'} never reached "${name}"; it went through ${JSON.stringify(seen)}`,
  )
}

/** The focused control shows a focus indicator (an outline or a focus-ring shadow) after keyboard focus. */
export const hasVisibleFocus = (page: EnginePage) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const style = getComputedStyle(element)
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
    return element.matches(':focus-visible') && (outline || style.boxShadow !== 'none')
  }, null)

/**
 * Counts what would open the system file chooser (a click reaching a file input) and stops the
 * dialog itself, which automation cannot answer in every engine; the test then chooses the files
 * with `setInputFiles`, as the dialog would. Also counts pointer events, which a keyboard-only
 * flow must not need.
 */
export const watchInput = (page: EnginePage) =>
  page.evaluate(() => {
    const seen = { fileChoosers: 0, pointer: [] as string[] }
    ;(window as unknown as { inputSeen: typeof seen }).inputSeen = seen
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof HTMLInputElement && event.target.type === 'file') {
          seen.fileChoosers++
          event.preventDefault()
        }
      },
      true,
    )
    for (const type of ['pointerdown', 'mousedown', 'mouseup', 'pointerup']) {
      document.addEventListener(type, () => seen.pointer.push(type), true)
    }
  }, null)

export const inputSeen = (page: EnginePage) =>
  page.evaluate(() => (window as unknown as { inputSeen: { fileChoosers: number; pointer: string[] } }).inputSeen, null)

/** Waits until the focused element's name is `name` (where the panel puts focus by itself). */
export const expectFocusOn = (page: EnginePage, name: string | RegExp) =>
  typeof name === 'string'
    ? expect.poll(() => focusedName(page)).toBe(name)
    : expect.poll(() => focusedName(page)).toMatch(name)
