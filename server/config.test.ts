import { describe, expect, it } from 'vitest'
import { readServerConfig } from './config'

describe('readServerConfig', () => {
  it('has the documented defaults', () => {
    expect(readServerConfig({})).toEqual({
      port: 8787,
      tokens: ['member-token', 'member-token-2'],
      maxFileSize: 10 * 1024 * 1024,
    })
  })

  it('reads the environment', () => {
    const config = readServerConfig({
      UPLOAD_SERVER_PORT: '0',
      UPLOAD_SERVER_TOKENS: ' alpha, beta ,,gamma ',
      UPLOAD_SERVER_MAX_FILE_SIZE: '1024',
    })
    expect(config).toEqual({ port: 0, tokens: ['alpha', 'beta', 'gamma'], maxFileSize: 1024 })
  })

  it.each([
    ['UPLOAD_SERVER_PORT', 'abc'],
    ['UPLOAD_SERVER_PORT', '70000'],
    ['UPLOAD_SERVER_PORT', '-1'],
    ['UPLOAD_SERVER_MAX_FILE_SIZE', '0'],
    ['UPLOAD_SERVER_MAX_FILE_SIZE', '1.5'],
    ['UPLOAD_SERVER_MAX_FILE_SIZE', '10MB'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => readServerConfig({ [name]: value })).toThrow(name)
  })

  it('refuses an empty token list and ignores empty entries', () => {
    expect(() => readServerConfig({ UPLOAD_SERVER_TOKENS: ' , ' })).toThrow(/UPLOAD_SERVER_TOKENS/)
    expect(readServerConfig({ UPLOAD_SERVER_TOKENS: ' ,only,' }).tokens).toEqual(['only'])
  })
})
