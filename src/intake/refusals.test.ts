import { describe, expect, it, vi } from 'vitest'
import * as messages from '../i18n/messages'
import { RefusalCollector } from './refusals'

describe('RefusalCollector', () => {
  it('reports the refusals made in one task as one text, after the task', async () => {
    const report = vi.fn()
    const collector = new RefusalCollector(report)
    collector.add('Pierwszy powód.')
    collector.add('Drugi powód.')
    collector.add('Trzeci powód.')
    expect(report).not.toHaveBeenCalled()
    await Promise.resolve()
    expect(report).toHaveBeenCalledTimes(1)
    expect(report).toHaveBeenCalledWith(`Pierwszy powód. ${messages.moreRejected(2)}`)
  })

  it('reports a single refusal as it is', async () => {
    const report = vi.fn()
    const collector = new RefusalCollector(report)
    collector.add('Jedyny powód.')
    await Promise.resolve()
    expect(report).toHaveBeenCalledWith('Jedyny powód.')
  })

  it('starts a new text for the next task', async () => {
    const report = vi.fn()
    const collector = new RefusalCollector(report)
    collector.add('A')
    await Promise.resolve()
    collector.add('B')
    collector.add('C')
    await Promise.resolve()
    expect(report.mock.calls).toEqual([['A'], [`B ${messages.moreRejected(1)}`]])
  })

  it('uses the Polish plural for the others', () => {
    expect(messages.moreRejected(1)).toBe('Nie dodano też 1 innego pliku.')
    expect(messages.moreRejected(3)).toBe('Nie dodano też 3 innych plików.')
    expect(messages.moreRejected(5)).toBe('Nie dodano też 5 innych plików.')
  })

  it('reports nothing after cancel()', async () => {
    const report = vi.fn()
    const collector = new RefusalCollector(report)
    collector.add('A')
    collector.cancel()
    collector.add('B')
    await Promise.resolve()
    await Promise.resolve()
    expect(report).not.toHaveBeenCalled()
  })
})
