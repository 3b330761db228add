import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '..')
/** A click that hands Playwright a DOM element, which it names by a selector resolved later (see clickElement.ts). */
const CLICK_BY_ELEMENT = /\buserEvent\.(?:click|dblClick|tripleClick)\(/g

const clicksByElement = (text: string) => text.match(CLICK_BY_ELEMENT)?.length ?? 0

describe('the component tests’ clicks', () => {
  it('go through clickElement or a locator, never userEvent.click(element)', () => {
    const browserTests = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((path) =>
      path.endsWith('.browser.test.tsx'),
    )
    expect(browserTests.length).toBeGreaterThan(20)
    const offending = browserTests
      .map((file) => ({ file, count: clicksByElement(readFileSync(join(SRC, file), 'utf8')) }))
      .filter(({ count }) => count > 0)
    expect(offending).toEqual([])
  })

  it('are told apart from the clicks that name their target alone', () => {
    expect(clicksByElement('await userEvent.click(container.querySelector(markup.addMore))')).toBe(1)
    expect(clicksByElement('await userEvent.dblClick(row)')).toBe(1)
    expect(clicksByElement("await clickElement(row)\nawait button('Ponów').click()")).toBe(0)
  })
})
