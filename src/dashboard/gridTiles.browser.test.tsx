// The grid of tiles (./list.css): tiles off screen are not drawn until they come near, and nothing of a tile is
// lost to that: its size stays, its remove button and that button's focus outline stay whole over its corner.
import { describe, expect, it } from 'vitest'
import { pngFile } from '../test/files'
import { addFiles } from '../test/renderPanel'
import * as markup from '../test/selectors'
import { setUpUploadMock } from '../test/uploadMock'
import { eventually } from '../test/waits'

const { setup } = setUpUploadMock()

/** Whether this engine draws off-screen tiles lazily: the rule holds only where the clip margin is supported. */
const lazyTiles = () => CSS.supports('overflow-clip-margin', '1px')

/** Whether the tile's contents are drawn now (`content-visibility: auto` skips what a tile holds, not the tile). */
const drawn = (tile: Element) => tile.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false

async function gridOf(count: number) {
  const { container } = await setup({ settings: { maxFiles: count, maxFileSize: 1024 * 1024 } })
  await addFiles(
    container,
    Array.from({ length: count }, (_, index) => pngFile(`skan-${index}.png`)),
  )
  const tiles = await eventually(() => {
    const found = [...container.querySelectorAll<HTMLElement>(markup.fileItem)]
    expect(found.length).toBeGreaterThan(12)
    expect(container.querySelector(markup.mediumSize)).not.toBeNull()
    return found
  })
  return { container, tiles }
}

describe('Grid of tiles', () => {
  it('draws the tiles in view and not those far below it, all of one height', async () => {
    const { tiles } = await gridOf(40)
    const first = tiles[0] as HTMLElement
    const last = tiles.at(-1) as HTMLElement
    await eventually(() => expect(drawn(first)).toBe(true))
    await eventually(() => expect(drawn(last)).toBe(!lazyTiles()))
    const heights = new Set(tiles.map((tile) => tile.getBoundingClientRect().height))
    expect([...heights]).toEqual([first.getBoundingClientRect().height])

    last.scrollIntoView({ block: 'center' })
    await eventually(() => expect(drawn(last)).toBe(true))
  })

  it('keeps a tile’s remove button whole over its corner, with its focus outline', async () => {
    const { tiles } = await gridOf(20)
    const tile = tiles[0] as HTMLElement
    const remove = tile.querySelector<HTMLElement>(markup.fileRemoveButton) as HTMLElement
    remove.focus({ focusVisible: true } as FocusOptions)
    expect(remove.matches(':focus-visible')).toBe(true)
    const outline = getComputedStyle(remove)
    const reach = Number.parseFloat(outline.outlineWidth) + Number.parseFloat(outline.outlineOffset)
    const button = remove.getBoundingClientRect()
    const edge = tile.getBoundingClientRect()
    const beyond = Math.max(edge.top - button.top, button.right - edge.right) + reach
    expect(beyond).toBeGreaterThan(reach)
    if (lazyTiles()) expect(beyond).toBeLessThanOrEqual(Number.parseFloat(getComputedStyle(tile).overflowClipMargin))
    // The button is round: a tap on its top, above the tile's edge, lands on it.
    const hit = document.elementFromPoint(button.left + button.width / 2, button.top + 3)
    expect(hit === remove || remove.contains(hit)).toBe(true)
  })
})
