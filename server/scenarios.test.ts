import { describe, expect, it } from 'vitest'
import { isLoopbackOrigin } from './cors'
import { parseScenarioPlan, planFromQuery, ScenarioError, ScenarioQueue } from './scenarios'

describe('parseScenarioPlan', () => {
  it('accepts a name or an object with delayMs and message', () => {
    expect(parseScenarioPlan('stall')).toEqual({ scenario: 'stall' })
    expect(parseScenarioPlan({ scenario: 'slow', delayMs: 25 })).toEqual({ scenario: 'slow', delayMs: 25 })
    expect(parseScenarioPlan({ scenario: '400', message: 'Źle.' })).toEqual({ scenario: '400', message: 'Źle.' })
  })

  it.each([['boom'], [{ scenario: 'ok', delayMs: 1.5 }], [{ scenario: '400', message: 4 }], [null], [7]])(
    'refuses %j',
    (value) => {
      expect(() => parseScenarioPlan(value)).toThrow(ScenarioError)
    },
  )

  it('reads the query string', () => {
    expect(planFromQuery(new URLSearchParams('scenario=slow&delayMs=10'))).toEqual({ scenario: 'slow', delayMs: 10 })
    expect(planFromQuery(new URLSearchParams('other=1'))).toBeNull()
    expect(() => planFromQuery(new URLSearchParams('scenario=slow&delayMs=soon'))).toThrow(ScenarioError)
  })
})

describe('ScenarioQueue', () => {
  it('plays the queue in order, then ok; a query wins without consuming it', () => {
    const queue = new ScenarioQueue()
    queue.replace([{ scenario: '500' }, { scenario: 'stall' }])
    const none = new URLSearchParams()
    expect(queue.choose(new URLSearchParams('scenario=403'))).toEqual({ plan: { scenario: '403' }, source: 'query' })
    expect(queue.choose(none)).toEqual({ plan: { scenario: '500' }, source: 'queue' })
    queue.append([{ scenario: 'drop' }])
    expect(queue.choose(none).plan.scenario).toBe('stall')
    expect(queue.choose(none).plan.scenario).toBe('drop')
    expect(queue.choose(none)).toEqual({ plan: { scenario: 'ok' }, source: 'default' })
  })
})

describe('isLoopbackOrigin', () => {
  it.each([
    'http://localhost:6006',
    'http://127.0.0.1:5173',
    'http://[::1]:3000',
    'https://localhost',
    'http://app.localhost:8080',
  ])('allows %s', (origin) => expect(isLoopbackOrigin(origin)).toBe(true))
  it.each([
    'https://example.com',
    'http://localhost.evil.com',
    'http://127.0.0.1.nip.io',
    'null',
    'file://',
    undefined,
  ])('refuses %s', (origin) => expect(isLoopbackOrigin(origin)).toBe(false))
})
