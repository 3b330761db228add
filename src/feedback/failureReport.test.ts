import { afterEach, describe, expect, it, vi } from 'vitest'
import * as messages from '../i18n/messages'
import { failureFromResponse, failureOfUploadError, networkFailure } from '../transport/failures'
import {
  describeFailures,
  FAILURE_REPORT_WINDOW_MS,
  FailureReport,
  LONGEST_FAILURE_REPORT_WAIT_MS,
} from './failureReport'

const refused = (name: string, message: string) => ({
  name,
  failure: failureFromResponse(400, JSON.stringify({ message }), null, name),
})

const TIMEOUTS = { stallTimeoutMs: 30_000, responseTimeoutMs: 120_000 }

afterEach(() => {
  vi.useRealTimers()
})

describe('describeFailures', () => {
  it('names the one failed file when other files are listed beside it, in its notice and its announcement', () => {
    const report = describeFailures([refused('umowa.pdf', 'Plik jest uszkodzony.')], 2)
    expect(report).toEqual({
      notices: ['„umowa.pdf”: Plik jest uszkodzony.'],
      announcement: '„umowa.pdf”: Plik jest uszkodzony.',
    })
    expect(describeFailures([refused('umowa.pdf', 'Plik jest uszkodzony.')], 1).notices).toEqual([
      'Plik jest uszkodzony.',
    ])
  })

  it('keeps a single failure as it is', () => {
    expect(describeFailures([refused('umowa.pdf', 'Plik jest uszkodzony.')])).toEqual({
      notices: ['Plik jest uszkodzony.'],
      announcement: 'Plik jest uszkodzony.',
    })
  })

  it('does not name a file twice when its reason names it already', () => {
    const unreadable = { name: 'skan.pdf', failure: failureOfUploadError(null, 'unreadable', TIMEOUTS, 'skan.pdf') }
    const report = describeFailures([unreadable, refused('umowa.pdf', 'Odrzucony.')])
    expect(report.notices[0]).toBe(messages.unreadableFile('skan.pdf'))
  })

  it('names the file of each of a few failures, and says them all in one announcement', () => {
    const report = describeFailures([
      refused('umowa.pdf', 'Ten dokument jest już w Twoich załącznikach.'),
      refused('zdjecie.png', 'Zdjęcie jest nieczytelne.'),
      { name: 'skan.pdf', failure: networkFailure('skan.pdf') },
    ])
    expect(report.notices).toEqual([
      '„umowa.pdf”: Ten dokument jest już w Twoich załącznikach.',
      '„zdjecie.png”: Zdjęcie jest nieczytelne.',
      '„skan.pdf”: Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
    ])
    expect(report.announcement).toBe(report.notices.join(' '))
  })

  it('sums up many failures in one notice instead of a wall of them', () => {
    const failed = Array.from({ length: 7 }, (_, index) => refused(`plik-${index}.pdf`, 'Odrzucony.'))
    expect(describeFailures(failed)).toEqual({
      notices: ['Nie udało się przesłać 7 plików. Powód jest przy każdym pliku.'],
      announcement: messages.failedFilesSummary(7),
    })
    expect(messages.failedFilesSummary(4)).toBe('Nie udało się przesłać 4 plików. Powód jest przy każdym pliku.')
    expect(messages.failedFilesSummary(22)).toBe('Nie udało się przesłać 22 plików. Powód jest przy każdym pliku.')
  })
})

describe('FailureReport', () => {
  it('reports the failures of one moment together, once', () => {
    vi.useFakeTimers()
    const report = vi.fn()
    const failures = new FailureReport(report)
    for (let index = 0; index < 10; index++) failures.add(refused(`plik-${index}.pdf`, 'Sesja wygasła.'))
    expect(report).not.toHaveBeenCalled()
    vi.advanceTimersByTime(FAILURE_REPORT_WINDOW_MS)
    expect(report).toHaveBeenCalledTimes(1)
    expect(report.mock.calls[0]?.[0].notices).toEqual([messages.failedFilesSummary(10)])
    failures.add(refused('pozniej.pdf', 'Odrzucony.'))
    vi.advanceTimersByTime(FAILURE_REPORT_WINDOW_MS)
    expect(report).toHaveBeenCalledTimes(2)
    expect(report.mock.calls[1]?.[0].notices).toEqual(['Odrzucony.'])
  })

  it('reports nothing after dispose', () => {
    vi.useFakeTimers()
    const report = vi.fn()
    const failures = new FailureReport(report)
    failures.add(refused('a.pdf', 'x'))
    failures.dispose()
    vi.advanceTimersByTime(FAILURE_REPORT_WINDOW_MS * 2)
    expect(report).not.toHaveBeenCalled()
  })
})

describe('FailureReport, after a quick retry', () => {
  it('leaves out failures that no longer hold when the report is made', () => {
    vi.useFakeTimers()
    const report = vi.fn()
    const failing = new Set(['a'])
    const failures = new FailureReport(report, {
      stillFails: ({ fileId }) => fileId !== undefined && failing.has(fileId),
    })
    failures.add({ fileId: 'a', ...refused('a.pdf', 'Odrzucony.') })
    failures.add({ fileId: 'b', ...refused('b.pdf', 'Odrzucony.') })
    vi.advanceTimersByTime(FAILURE_REPORT_WINDOW_MS)
    expect(report).toHaveBeenCalledTimes(1)
    expect(report.mock.calls[0]?.[0].notices).toEqual(['Odrzucony.'])
    failing.clear()
    failures.add({ fileId: 'a', ...refused('a.pdf', 'Odrzucony.') })
    vi.advanceTimersByTime(FAILURE_REPORT_WINDOW_MS)
    expect(report).toHaveBeenCalledTimes(1)
  })
})

describe('FailureReport, in list order', () => {
  it('reports the failures in the order the files are listed, whatever order the answers came in', () => {
    vi.useFakeTimers()
    const report = vi.fn()
    const listed = ['a', 'b', 'c']
    const failures = new FailureReport(report, { placeInList: ({ fileId }) => listed.indexOf(fileId ?? '') })
    failures.add({ fileId: 'c', ...refused('c.pdf', 'C.') })
    failures.add({ fileId: 'a', ...refused('a.pdf', 'A.') })
    failures.add({ fileId: 'b', ...refused('b.pdf', 'B.') })
    vi.advanceTimersByTime(FAILURE_REPORT_WINDOW_MS)
    expect(report.mock.calls[0]?.[0].notices).toEqual(['„a.pdf”: A.', '„b.pdf”: B.', '„c.pdf”: C.'])
  })
})

describe('FailureReport, while answers of the run are still to come', () => {
  it('waits for them, however far apart they come, and reports them all once', () => {
    vi.useFakeTimers()
    const report = vi.fn()
    let toCome = 3
    const failures = new FailureReport(report, { answersToCome: () => toCome > 0 })
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) {
      toCome -= 1
      failures.add(refused(name, 'Sesja wygasła.'))
      if (toCome > 0) vi.advanceTimersByTime(FAILURE_REPORT_WINDOW_MS * 3)
      else vi.advanceTimersByTime(FAILURE_REPORT_WINDOW_MS - 1)
    }
    expect(report).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(report).toHaveBeenCalledTimes(1)
    expect(report.mock.calls[0]?.[0].notices).toEqual([
      '„a.pdf”: Sesja wygasła.',
      '„b.pdf”: Sesja wygasła.',
      '„c.pdf”: Sesja wygasła.',
    ])
  })

  it('reports within a window of the last answer, a success included', () => {
    vi.useFakeTimers()
    const report = vi.fn()
    let othersUploading = true
    const failures = new FailureReport(report, { answersToCome: () => othersUploading })
    failures.add(refused('a.pdf', 'Odrzucony.'))
    vi.advanceTimersByTime(FAILURE_REPORT_WINDOW_MS * 2)
    expect(report).not.toHaveBeenCalled()
    othersUploading = false
    vi.advanceTimersByTime(FAILURE_REPORT_WINDOW_MS)
    expect(report).toHaveBeenCalledTimes(1)
    expect(report.mock.calls[0]?.[0].notices).toEqual(['Odrzucony.'])
  })

  it('says a failure at most the longest wait after it, while other files upload on', () => {
    vi.useFakeTimers()
    const report = vi.fn()
    const failures = new FailureReport(report, { answersToCome: () => true })
    failures.add(refused('a.pdf', 'Odrzucony.'))
    vi.advanceTimersByTime(LONGEST_FAILURE_REPORT_WAIT_MS - 1)
    expect(report).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(report).toHaveBeenCalledTimes(1)
    failures.add(refused('b.pdf', 'Odrzucony później.'))
    vi.advanceTimersByTime(LONGEST_FAILURE_REPORT_WAIT_MS)
    expect(report).toHaveBeenCalledTimes(2)
    expect(report.mock.calls[1]?.[0].notices).toEqual(['Odrzucony później.'])
  })
})
