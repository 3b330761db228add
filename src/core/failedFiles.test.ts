import { describe, expect, it } from 'vitest'
import { FailedFiles } from './failedFiles'
import type { FailureRecord, FailureRemedy } from './uploadFailure'

const failure = (remedy: FailureRemedy): FailureRecord => ({
  kind: 'refused',
  status: 400,
  fileMessage: 'Odrzucony',
  noticeMessage: 'Odrzucony',
  resendable: false,
  remedy,
})

/** Which of the three files (one per remedy) may be sent after `retry`. */
function sendableAfter(retry: (files: FailedFiles) => void): Record<FailureRemedy, boolean> {
  const files = new FailedFiles()
  for (const remedy of ['retry', 'replace', 'confirm'] as const) files.record(remedy, failure(remedy))
  retry(files)
  return { retry: files.maySend('retry'), replace: files.maySend('replace'), confirm: files.maySend('confirm') }
}

describe('FailedFiles: which failed file may be sent again', () => {
  it('sends a file with no failure', () => {
    expect(new FailedFiles().maySend('a')).toBe(true)
  })

  it('before any retry, sends only a file whose failure any retry may send', () => {
    expect(sendableAfter(() => {})).toEqual({ retry: true, replace: false, confirm: false })
  })

  it('after every file is retried together ("Ponów", "Prześlij"), a file the server may have still waits for its own retry', () => {
    expect(sendableAfter((files) => files.retriedTogether(['retry', 'replace', 'confirm']))).toEqual({
      retry: true,
      replace: false,
      confirm: false,
    })
  })

  it('after each file is retried alone (its row), sends all but the refused one', () => {
    const after = sendableAfter((files) => {
      for (const id of ['retry', 'replace', 'confirm']) files.retriedAlone(id)
    })
    expect(after).toEqual({ retry: true, replace: false, confirm: true })
  })

  it('forgets a file sent or removed: a new failure of the same id starts anew', () => {
    const files = new FailedFiles()
    files.record('a', failure('replace'))
    files.forget('a')
    expect(files.get('a')).toBeUndefined()
    expect(files.maySend('a')).toBe(true)
  })
})
