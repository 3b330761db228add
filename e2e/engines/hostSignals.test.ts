// Issue 64, the README's recipe in every engine, against the real contract server: an expired token fails with a
// 401, the host hears why (`onUploadError`) and refreshes the token, the member presses "Ponów", the file is stored.
import { describe, expect, it } from 'vitest'
import { addFiles, clickStatusBarButton, clickUpload, completeRuns, fileErrors, textOf } from '../support/actions'
import { openPanel, setUpEngineStack } from '../support/engineStack'
import { makeFile } from '../support/testFiles'

const stack = setUpEngineStack()

describe('the host hears a failure and a run’s bytes', () => {
  it('a 401: the host refreshes the token, "Ponów" sends the file with it, and the bytes reach the total', async () => {
    const page = await openPanel(stack, '?token=expired-token&refreshedToken=member-token')
    const pdf = makeFile('umowa.pdf', 200_000)
    await addFiles(stack, page, [pdf])
    await clickUpload(page)

    await expect
      .poll(() => fileErrors(page), { timeout: 15_000 })
      .toEqual(['Sesja wygasła. Zaloguj się, a potem ponów przesyłanie.'])
    expect(await textOf(page, '[data-testid="failures"]')).toBe('umowa.pdf unauthorized 401')
    expect(stack.server.requests().map((entry) => entry.authorization)).toEqual(['Bearer expired-token'])

    await clickStatusBarButton(page, 'retry')
    await expect.poll(() => completeRuns(page), { timeout: 15_000 }).toBe('1')
    const entries = stack.server.requests()
    expect(entries.map((entry) => [entry.authorization, entry.outcome])).toEqual([
      ['Bearer expired-token', 'rejected'],
      ['Bearer member-token', 'stored'],
    ])
    expect(entries[1]?.file?.sha256).toBe(pdf.sha256)
    // Heard once, for the one failure; the retried run's bytes end at its total, the whole multipart body.
    expect(await textOf(page, '[data-testid="failures"]')).toBe('umowa.pdf unauthorized 401')
    const sent = Number(await textOf(page, '[data-testid="bytes-sent"]'))
    expect(sent).toBe(Number(await textOf(page, '[data-testid="bytes-total"]')))
    expect(sent).toBeGreaterThanOrEqual(pdf.buffer.length)
  })
})
