import { describe, expect, it } from 'vitest'
import { ALLOWED_FILE_TYPES } from '../core/config'
import { FILE_TYPE_LABELS } from './fileTypes'
import * as messages from './messages'

describe('the names of the allowed file types', () => {
  it('names every allowed type, and no other, in the order of the configuration', () => {
    expect(Object.keys(FILE_TYPE_LABELS)).toEqual(ALLOWED_FILE_TYPES)
  })

  it('writes them as one Polish alternative in the texts', () => {
    expect(messages.wrongType).toBe('Możesz dodać tylko pliki JPEG, GIF, PNG lub PDF.')
  })
})
