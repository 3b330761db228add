/**
 * Visual baselines for the story projects, in each engine: after a story has rendered,
 * played and passed its axe check, its frame is captured and compared with the
 * committed PNG in `stories/__screenshots__/`. A missing baseline fails and is not written
 * (`update: 'none'` in vitest.config.ts); write new ones with `--update=new` and accept
 * changes with `npm run test:update-snapshots` (stories/README.md).
 */
import { afterEach, beforeEach, expect } from 'vitest'
import { page, server } from 'vitest/browser'
import { paintedButNotReached } from '../src/test/paintedAndReached'
import * as markup from '../src/test/selectors'
import type { WindowBox } from '../tools/engineScreenshot'
import type {} from '../tools/shiftTolerantComparator'
import { JOURNEY_TAG, stopListening } from './announcementLog'
import { armLongTimerHold, releaseLongTimers } from './holdLongTimers'

/** Per-story options, set as `parameters.visual`. */
export interface VisualParameters {
  /** CSS selectors of regions whose pixels depend on timing (they are painted over). */
  mask?: string[]
  /**
   * The story's picture is of where its play function left the keyboard focus (its ring is the state): the focus
   * stays, where others have it taken out of the panel first.
   */
  keepFocus?: boolean
}

/** What the Storybook plugin puts on the test context as `story` (the composed story). */
interface StoryInfo {
  parameters?: { visual?: VisualParameters }
  globals?: Record<string, unknown>
  tags?: string[]
}

/** What the Storybook plugin puts on the test context: the story's tags and globals, before it renders. */
const storyOf = (context: object) => (context as { story?: StoryInfo }).story

/**
 * Where a journey's announcements are compared (./announcementLog.ts): Chromium, light. The words are the DOM's, the
 * same in every engine and theme; one file per story.
 */
const keepsAnnouncements = (story: StoryInfo | undefined) =>
  server.browser === 'chromium' &&
  story?.globals?.panelTheme !== 'dark' &&
  !matchMedia('(forced-colors: active)').matches &&
  (story?.tags ?? []).includes(JOURNEY_TAG)

beforeEach(() => {
  armLongTimerHold()
})

afterEach(async (context) => {
  try {
    // The run's quarters ("Przesłano 75%.") follow the network's timing, not the story: which of two files MSW
    // answers first decides whether a quarter is crossed. Left out of the file; the copy deck lists them.
    const heard = (await stopListening()).filter((phrase) => !/^polite: Przesłano \d+%\.$/.test(phrase))
    const storyId = (context.task.meta as { storyId?: string }).storyId
    if (storyId && context.task.result?.state !== 'fail' && keepsAnnouncements(storyOf(context))) {
      // Reviewed against the rule: one announcement per event, in Polish, naming the file wherever more than one
      // is in play.
      await expect(`${heard.join('\n')}\n`).toMatchFileSnapshot(`__announcements__/${storyId}.txt`)
    }
    await captureStory(context)
  } finally {
    releaseLongTimers()
  }
})

/** Compares the story's frame with its baseline in the story's engine, unless the story failed. */
async function captureStory(context: Parameters<Parameters<typeof afterEach>[0]>[0]) {
  const { task } = context
  const storyId = (task.meta as { storyId?: string }).storyId
  // A story that already failed would only add a misleading image mismatch. The state, not
  // the error list: on a retry the list still holds the first try's errors, and a changed
  // image would then pass unseen.
  if (!storyId || task.result?.state === 'fail') return
  const frame = document.querySelector<HTMLElement>('.story-frame')
  if (!frame) throw new Error(`Story ${storyId} rendered no .story-frame to capture`)
  const story = (context as { story?: StoryInfo }).story
  if (!story?.parameters?.visual?.keepFocus) takeFocusOutOfThePanel(frame)
  await settleRendering()
  await compareWithBaseline(frame, storyId, story)
}

/** How much of a scrolling box's right edge an overlay scrollbar takes, with its margin (CSS pixels). */
const SCROLLBAR_STRIP = 8

/**
 * Where WebKitGTK may draw a scrollbar: it lies over the content and fades a moment after a scroll, so whether a list
 * scrolled by its story shows one is timing (seen in a fresh run); painted over like the stories' own masks. CSS
 * (`scrollbar-width: none`) does not hide it there.
 */
function overlayScrollbars(frame: HTMLElement): WindowBox[] {
  if (server.browser !== 'webkit') return []
  return [...frame.querySelectorAll<HTMLElement>('*')]
    .filter(
      (element) =>
        element.scrollHeight > element.clientHeight && /auto|scroll/.test(getComputedStyle(element).overflowY),
    )
    .map((element) => {
      const box = windowBox(element)
      const strip = SCROLLBAR_STRIP * (box.width / element.getBoundingClientRect().width || 1)
      return { ...box, x: box.x + box.width - strip, width: strip }
    })
}

/** The story's frame, checked for what a click reaches, then compared with its baseline in this engine. */
async function compareWithBaseline(frame: HTMLElement, storyId: string, story: StoryInfo | undefined) {
  // Every state a story shows: a control the member sees takes the click, and a hidden one does not. Not while files
  // are dragged over the panel: no click can be made then, and Uppy's drop hint lies over the list to take the drop.
  if (!frame.querySelector(markup.draggingOver)) {
    expect(paintedButNotReached(frame), 'what is painted at each control is what a click there reaches').toEqual([])
  }

  const mask = (story?.parameters?.visual?.mask ?? []).flatMap((selector) => [...frame.querySelectorAll(selector)])
  // The storybook-dark project forces the dark theme on every story, storybook-forced-colours Windows' contrast
  // theme on some: their images are kept apart.
  let name = storyId
  if (matchMedia('(forced-colors: active)').matches) name = `${storyId}--forced-colours`
  else if (story?.globals?.panelTheme === 'dark') name = `${storyId}--forced-dark`
  // Each engine has its own baselines (`…-chromium-linux.png`, `…-firefox-linux.png`, `…-webkit-linux.png`): their
  // fonts and anti-aliasing differ pixel by pixel. Firefox and WebKit are captured by the e2e drivers, told where the
  // frame and the masks are (../tools/engineScreenshot.ts).
  const screenshotOptions =
    server.browser === 'chromium'
      ? { animations: 'disabled' as const, caret: 'hide' as const, mask, maskColor: MASK_COLOR }
      : {
          engineClip: windowBox(frame),
          engineMasks: [...mask.map(windowBox), ...overlayScrollbars(frame)],
          maskColor: MASK_COLOR,
        }
  // A few dozen stray pixels (0.01 %) are tolerated; a focus ring, a text or a layout change is not. In Chromium,
  // pixelmatch's threshold 0.1 ignores anti-aliasing noise (seen between parallel runs). WebKit moves small icons by a
  // pixel between runs of a full suite; the engines the drivers capture are compared allowing that
  // (../tools/shiftTolerantComparator.ts).
  const comparison =
    server.browser === 'chromium'
      ? {
          comparatorName: 'pixelmatch' as const,
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0001 },
        }
      : { comparatorName: 'shiftTolerant' as const, comparatorOptions: { allowedMismatchedPixelRatio: 0.0001 } }
  await expect.element(page.elementLocator(frame)).toMatchScreenshot(name, {
    ...comparison,
    screenshotOptions: screenshotOptions as { mask: Element[] },
  })
}

const MASK_COLOR = '#ff00ff'

/** Where `element` is in the browser's window, through the frames the tests run in (CSS pixels). */
function windowBox(element: Element): WindowBox {
  const box = element.getBoundingClientRect()
  let { x, y, width, height } = box
  for (let view: Window = window; view.frameElement; view = view.parent) {
    const frame = view.frameElement.getBoundingClientRect()
    const scale = frame.width / view.innerWidth
    x = frame.x + x * scale
    y = frame.y + y * scale
    width *= scale
    height *= scale
  }
  return { x, y, width, height }
}

/**
 * Uppy moves focus to its next button 260 ms after an update, but only if focus was
 * in the Dashboard just before, so whether a focus ring is captured would depend on
 * timing. A focus event outside the Dashboard cancels that move; then nothing is focused.
 */
function takeFocusOutOfThePanel(frame: HTMLElement) {
  frame.tabIndex = -1
  frame.focus({ preventScroll: true })
  frame.blur()
  frame.removeAttribute('tabindex')
}

/** Fonts loaded and two frames painted, so the capture shows the final layout. */
async function settleRendering() {
  await document.fonts.ready
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve))
}
