// Whether what a member sees at each control is what a click there reaches, for every control in view in `root`.
// A hit test alone cannot tell: it passes over an element that is inert or has `pointer-events: none`, so a button
// covered by one is "reached" though the member sees the element on top. So each control's middle is hit-tested
// twice: as the page is (what a click reaches), and with inertness and `pointer-events: none` lifted (what is painted
// on top there). Either both land on the control, or neither does (it is covered, and nothing of it takes a click).

/** What a member can click. A file input is left out: the panel hides it and opens it from its browse button. */
const CONTROLS = 'button, a[href], input:not([type="file"]), select, textarea, [role="button"], [tabindex="0"]'

const LIFT_ID = 'painted-and-reached-lift'

/** The middle of `element` if a member can see that point: inside the window and every box that clips it. */
function visibleMiddle(element: Element): { x: number; y: number } | null {
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null
  const box = element.getBoundingClientRect()
  if (box.width < 1 || box.height < 1) return null
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(parent)
    if (overflowX === 'visible' && overflowY === 'visible') continue
    const clip = parent.getBoundingClientRect()
    if (x < clip.left || x >= clip.right || y < clip.top || y >= clip.bottom) return null
  }
  return { x, y }
}

const describe = (element: Element | null) =>
  element
    ? `${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`
    : 'nothing'

const nameOf = (control: Element) =>
  control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? describe(control)

/**
 * Each control in view in `root` where what is painted and what a click reaches disagree: a visible control a click
 * passes by, or a hidden one a click lands on. Empty when they agree everywhere.
 */
export function paintedButNotReached(root: HTMLElement): string[] {
  const controls = [...root.querySelectorAll(CONTROLS)].flatMap((control) => {
    const middle = visibleMiddle(control)
    return middle ? [{ control, middle }] : []
  })
  const hit = ({ x, y }: { x: number; y: number }) => document.elementFromPoint(x, y)
  const reached = controls.map(({ middle }) => hit(middle))

  const inert = [...document.querySelectorAll<HTMLElement>('[inert]')]
  const lift = document.createElement('style')
  lift.id = LIFT_ID
  lift.textContent = '* { pointer-events: auto !important; }'
  for (const element of inert) element.inert = false
  document.head.append(lift)
  let painted: (Element | null)[]
  try {
    painted = controls.map(({ middle }) => hit(middle))
  } finally {
    lift.remove()
    for (const element of inert) element.inert = true
  }

  return controls.flatMap(({ control }, index) => {
    const onTop = control.contains(painted[index] ?? null)
    const clicked = control.contains(reached[index] ?? null)
    if (onTop === clicked) return []
    return onTop
      ? [`"${nameOf(control)}" is seen, but a click on it reaches ${describe(reached[index] ?? null)}`]
      : [`"${nameOf(control)}" is under ${describe(painted[index] ?? null)}, but a click there reaches it`]
  })
}
