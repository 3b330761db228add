// Issue 16: every failed file says why beside its name, for as long as it stays failed,
// against the real contract server, in every engine: two files refused for their own reasons, one accepted.
import { describe, expect, it } from 'vitest'
import * as markup from '../../src/test/selectors'
import { addFiles, clickUpload, count, failureReasons, receivedCount } from '../support/actions'
import { type EnginePage, openPanel, setUpEngineStack } from '../support/engineStack'
import { makeFile } from '../support/testFiles'

const stack = setUpEngineStack()

/**
 * What each row offers: its file's name, the reason its remove button is described by (screen readers) and
 * whether it offers "Ponów". The reason written under the name is `failureReasons`'s.
 */
const rows = (page: EnginePage) =>
  page.evaluate(
    ([itemSelector, nameSelector, removeSelector]) =>
      [...document.querySelectorAll(itemSelector)].map((item) => {
        const name = item.querySelector(nameSelector)?.getAttribute('title') ?? ''
        const remove = item.querySelector(removeSelector)
        const describedBy = remove?.getAttribute('aria-describedby')
        return {
          name,
          removeName: remove?.getAttribute('aria-label') ?? null,
          removeDescription: describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null,
          // As a member meets it: a shown button, not one hidden from assistive technology.
          offersRetry: [...item.querySelectorAll('button')].some(
            (button) =>
              button.checkVisibility() &&
              !button.closest('[aria-hidden="true"]') &&
              /^Ponów/.test(button.getAttribute('aria-label') ?? button.textContent ?? ''),
          ),
        }
      }),
    [markup.fileItem, markup.fileName, markup.fileRemoveButton] as const,
  )

const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name))

describe('failure reasons over real HTTP', () => {
  it('two files refused for their own reasons and one accepted: each reason stays beside its own file', async () => {
    const plans = [
      { scenario: '400', message: 'Ten dokument jest już w Twoich załącznikach.' },
      { scenario: '400', message: 'Zdjęcie jest nieczytelne.' },
      { scenario: 'ok' },
    ] as const
    stack.server.queueScenarios([...plans])
    const page = await openPanel(stack)
    await addFiles(stack, page, [
      makeFile('umowa.pdf', 40_000),
      makeFile('zdjecie.png', 50_000),
      makeFile('skan.pdf', 60_000),
    ])
    await clickUpload(page)
    await expect.poll(() => stack.server.requests().filter((entry) => entry.outcome !== 'pending').length).toBe(3)

    // Requests take the queued answers in the order they arrive, which the browser decides.
    const answered = [...stack.server.requests()].sort((a, b) => a.seq - b.seq)
    const expected = answered.map((entry, index) => ({
      name: entry.file?.name ?? '',
      reason: plans[index]?.scenario === '400' ? (plans[index]?.message ?? null) : null,
    }))
    const shown = async () => byName(await failureReasons(page))
    await expect.poll(shown).toEqual(byName(expected))
    expect(await receivedCount(page)).toBe('1')

    // After the 5-second notices are gone, the reasons are still there.
    await expect.poll(() => count(page, markup.notice)).toBeGreaterThan(0)
    await expect.poll(() => count(page, markup.notice), { timeout: 10_000 }).toBe(0)
    expect(await shown()).toEqual(byName(expected))
    for (const row of await rows(page)) {
      const { reason } = expected.find((entry) => entry.name === row.name) ?? {}
      if (!reason) continue
      // Refused: the row offers removal, described by the reason; no retry of the same bytes.
      expect(row).toMatchObject({
        removeName: `Usuń plik „${row.name}”`,
        removeDescription: reason,
        offersRetry: false,
      })
    }
  })
})
