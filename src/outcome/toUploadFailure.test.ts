import { describe, expect, it } from 'vitest'
import { failureFromResponse, networkFailure } from '../transport/failures'
import { toUploadFailure } from './toUploadFailure'

describe('toUploadFailure: a failure as the host hears it', () => {
  it('keeps the status and the parsed body of an answer, and the words of the row', () => {
    const refused = failureFromResponse(400, '{"message":"Plik jest uszkodzony."}', null, 'a.png')
    expect(toUploadFailure(refused)).toEqual({
      kind: 'refused',
      status: 400,
      body: { message: 'Plik jest uszkodzony.' },
      message: 'Plik jest uszkodzony.',
    })
  })

  it('says null for the status and the body where no answer came', () => {
    expect(toUploadFailure(networkFailure('a.png'))).toEqual({
      kind: 'connection-lost',
      status: null,
      body: null,
      message: networkFailure('a.png').fileMessage,
    })
  })
})
