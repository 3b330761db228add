/**
 * How the server answers an upload, chosen per request by a test: `?scenario=` on the
 * upload URL, else the next entry of the control queue, else `ok`.
 */

import type { CannedResponse } from '../mocks/cannedResponses'
import { cannedResponses } from '../mocks/cannedResponses'

export const SCENARIOS = [
  'ok',
  'slow',
  'stall',
  'stall-body',
  'drop',
  '400',
  'html-400',
  'long-400',
  '400-no-message',
  '400-non-json',
  '401',
  '403',
  '404',
  '408',
  '413',
  '429',
  '429-long',
  '500',
  '502',
  '503',
  'empty-200',
  'text-200',
  'html-200',
  'redirect-login',
] as const

export type ScenarioName = (typeof SCENARIOS)[number]

export interface ScenarioPlan {
  scenario: ScenarioName
  /** `slow` only: wait before answering. */
  delayMs?: number
  /** `400` only: the message to send. */
  message?: string
}

export const DEFAULT_SLOW_DELAY_MS = 2000

/** Scenarios answered with a fixed response once the request is known to be valid. */
const CANNED: Partial<Record<ScenarioName, (plan: ScenarioPlan) => CannedResponse>> = {
  '400': (plan) => cannedResponses.badRequest(plan.message),
  'html-400': () => cannedResponses.htmlBadRequest(),
  'long-400': () => cannedResponses.longBadRequest(),
  '400-no-message': () => cannedResponses.badRequestWithoutMessage(),
  '400-non-json': () => cannedResponses.badRequestNonJson(),
  '401': () => cannedResponses.unauthorized(),
  '403': () => cannedResponses.forbidden(),
  '404': () => cannedResponses.notFound(),
  '408': () => cannedResponses.requestTimeout(),
  '413': () => cannedResponses.payloadTooLarge(),
  '429': () => cannedResponses.tooManyRequests(1),
  '429-long': () => cannedResponses.tooManyRequests(3600),
  '500': () => cannedResponses.serverError(),
  '502': () => cannedResponses.badGateway(),
  '503': () => cannedResponses.serviceUnavailable(1),
  'empty-200': () => cannedResponses.emptySuccess(),
  'text-200': () => cannedResponses.textSuccess(),
  'html-200': () => cannedResponses.loginPage(),
  'redirect-login': () => cannedResponses.redirectToLogin(),
}

export function cannedResponseFor(plan: ScenarioPlan): CannedResponse | null {
  return CANNED[plan.scenario]?.(plan) ?? null
}

export class ScenarioError extends Error {}

const isScenarioName = (value: unknown): value is ScenarioName =>
  typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value)

function checkedName(value: unknown): ScenarioName {
  if (isScenarioName(value)) return value
  throw new ScenarioError(`Unknown scenario ${JSON.stringify(value)}; known: ${SCENARIOS.join(', ')}`)
}

function checkedDelay(value: unknown): number {
  const delay = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (typeof delay === 'number' && Number.isInteger(delay) && delay >= 0 && delay <= 600_000) return delay
  throw new ScenarioError(
    `delayMs must be a whole number of milliseconds from 0 to 600000, got ${JSON.stringify(value)}`,
  )
}

/** A queue entry: a scenario name, or `{ scenario, delayMs?, message? }`. */
export function parseScenarioPlan(value: unknown): ScenarioPlan {
  if (typeof value === 'string') return { scenario: checkedName(value) }
  if (value === null || typeof value !== 'object') throw new ScenarioError('A queue entry must be a name or an object')
  const { scenario, delayMs, message } = value as Record<string, unknown>
  const plan: ScenarioPlan = { scenario: checkedName(scenario) }
  if (delayMs !== undefined) plan.delayMs = checkedDelay(delayMs)
  if (message !== undefined) {
    if (typeof message !== 'string') throw new ScenarioError('message must be a string')
    plan.message = message
  }
  return plan
}

/** `?scenario=slow&delayMs=500`, `?scenario=400&message=...`; null without `scenario`. */
export function planFromQuery(params: URLSearchParams): ScenarioPlan | null {
  const scenario = params.get('scenario')
  if (scenario === null) return null
  return parseScenarioPlan({
    scenario,
    delayMs: params.get('delayMs') ?? undefined,
    message: params.get('message') ?? undefined,
  })
}

export type ScenarioSource = 'query' | 'queue' | 'default'

export class ScenarioQueue {
  #plans: ScenarioPlan[] = []

  replace(plans: ScenarioPlan[]): void {
    this.#plans = [...plans]
  }

  append(plans: ScenarioPlan[]): void {
    this.#plans.push(...plans)
  }

  clear(): void {
    this.#plans = []
  }

  list(): ScenarioPlan[] {
    return this.#plans.map((plan) => ({ ...plan }))
  }

  /** The query wins and leaves the queue untouched; otherwise the queue is consumed. */
  choose(query: URLSearchParams): { plan: ScenarioPlan; source: ScenarioSource } {
    const fromQuery = planFromQuery(query)
    if (fromQuery !== null) return { plan: fromQuery, source: 'query' }
    const queued = this.#plans.shift()
    return queued === undefined ? { plan: { scenario: 'ok' }, source: 'default' } : { plan: queued, source: 'queue' }
  }
}
