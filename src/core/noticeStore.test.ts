import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NoticeStore } from './noticeStore'

describe('NoticeStore', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps an error notice for exactly 5 seconds', () => {
    const store = new NoticeStore()
    store.push('error', 'Plik jest uszkodzony.')
    vi.advanceTimersByTime(4_999)
    expect(store.getSnapshot().map((notice) => notice.text)).toEqual(['Plik jest uszkodzony.'])
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()).toEqual([])
  })

  it('keeps a notice with duration 0 until dismissed', () => {
    const store = new NoticeStore()
    const notice = store.push('warning', 'Brak połączenia', 0)
    vi.advanceTimersByTime(60_000)
    expect(store.getSnapshot()).toHaveLength(1)
    store.dismiss(notice.id)
    expect(store.getSnapshot()).toHaveLength(0)
  })

  it('does not repeat an identical notice, it restarts it', () => {
    const store = new NoticeStore()
    store.push('error', 'To samo')
    vi.advanceTimersByTime(3_000)
    store.push('error', 'To samo')
    expect(store.getSnapshot()).toHaveLength(1)
    vi.advanceTimersByTime(3_000)
    expect(store.getSnapshot()).toHaveLength(1)
  })

  it('shows at most three notices, dropping the oldest', () => {
    const store = new NoticeStore()
    for (const text of ['1', '2', '3', '4']) store.push('error', text)
    expect(store.getSnapshot().map((notice) => notice.text)).toEqual(['2', '3', '4'])
  })

  it('tells subscribers about changes and stops after unsubscribe or dispose', () => {
    const store = new NoticeStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.push('info', 'a')
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    store.push('info', 'b')
    expect(listener).toHaveBeenCalledTimes(1)
    store.dispose()
    expect(store.getSnapshot()).toEqual([])
  })
})
