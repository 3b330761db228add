// Issue 16: every failed file says why beside its name, for as long as it stays failed,
// against the real contract server: two files refused for their own reasons, one accepted.
import type { Page } from 'playwright'
import { describe, expect, it } from 'vitest'
import * as markup from '../src/dashboard/dashboardMarkup'
import { FAILURE_REASON_CLASS } from '../src/dashboard/failureReasons'
import { addFiles, makeFile, openHost, setUpStack, uploadButton } from './support/stack'

const stack = setUpStack()
let page: Page | undefined

/** What each row says: its file's name and the reason written under it (null when it has none). */
const rows = (p: Page) =>
  p.locator(markup.fileItem).evaluateAll(
    (items, [nameSelector, reasonClass]) =>
      items.map((item) => ({
        name: item.querySelector(nameSelector as string)?.getAttribute('title') ?? '',
        reason: item.querySelector(`.${reasonClass}`)?.textContent ?? null,
      })),
    [markup.fileName, FAILURE_REASON_CLASS],
  )

describe('failure reasons over real HTTP', () => {
  it('two files refused for their own reasons and one accepted: each reason stays beside its own file', async () => {
    const plans = [
      { scenario: '400', message: 'Ten dokument jest już w Twoich załącznikach.' },
      { scenario: '400', message: 'Zdjęcie jest nieczytelne.' },
      { scenario: 'ok' },
    ] as const
    stack.server.queueScenarios([...plans])
    page = await openHost(stack)
    await addFiles(page, [makeFile('umowa.pdf', 40_000), makeFile('zdjecie.png', 50_000), makeFile('skan.pdf', 60_000)])
    await uploadButton(page).click()
    await expect.poll(() => stack.server.requests().filter((entry) => entry.outcome !== 'pending').length).toBe(3)

    // Requests take the queued answers in the order they arrive, which the browser decides.
    const answered = [...stack.server.requests()].sort((a, b) => a.seq - b.seq)
    const expected = answered.map((entry, index) => ({
      name: entry.file?.name ?? '',
      reason: plans[index]?.scenario === '400' ? (plans[index]?.message ?? null) : null,
    }))
    const byName = (list: { name: string }[]) => [...list].sort((a, b) => a.name.localeCompare(b.name))
    await expect.poll(async () => byName(await rows(page as Page))).toEqual(byName(expected))
    expect(await page.getByTestId('received-count').textContent()).toBe('1')

    // After the 5-second notices are gone, the reasons are still there.
    await expect.poll(() => page?.locator('.aup-notice').count(), { timeout: 10_000 }).toBe(0)
    expect(byName(await rows(page))).toEqual(byName(expected))
    for (const { name, reason } of expected) {
      if (reason === null) continue
      const row = page.locator(markup.fileItem, { has: page.locator(`[title="${name}"]`) })
      // Refused: the row offers removal, described by the reason; no retry of the same bytes.
      const remove = row.getByRole('button', { name: `Usuń plik „${name}”` })
      await expect.poll(() => remove.getAttribute('aria-describedby')).toBeTruthy()
      const describedBy = (await remove.getAttribute('aria-describedby')) ?? ''
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(reason)
      expect(await row.getByRole('button', { name: /^Ponów/ }).count()).toBe(0)
    }
  })
})
