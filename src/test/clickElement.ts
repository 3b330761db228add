/** How the component tests click an element they found in the DOM. */
import { page } from 'vitest/browser'

let clickTargets = 0

/**
 * A real click on this very element. `userEvent.click(element)` names the element to Playwright by a selector made
 * when it is called (the bar's "Ponów" became `getByText('Ponów')`) and resolved a moment later, by which time the
 * rows' reasons ("…ponów przesyłanie") matched it too: a strict-mode failure, once in a busy run. A test id of its
 * own names it alone.
 */
export async function clickElement(element: Element | null) {
  if (!(element instanceof HTMLElement)) throw new Error('Nothing to click: the element is not in the panel')
  const testId = `aup-click-target-${++clickTargets}`
  element.setAttribute('data-testid', testId)
  try {
    await page.getByTestId(testId).click()
  } finally {
    element.removeAttribute('data-testid')
  }
}
