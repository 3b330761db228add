/** Settings of the contract server, read from the environment with safe defaults. */
import { DEMO_MAX_FILE_SIZE, DEMO_TOKEN } from '../mocks/contract'

export interface ServerConfig {
  port: number
  tokens: string[]
  maxFileSize: number
}

export const DEFAULT_PORT = 8787
export const DEFAULT_TOKENS = [DEMO_TOKEN, `${DEMO_TOKEN}-2`]
export const DEFAULT_MAX_FILE_SIZE = DEMO_MAX_FILE_SIZE

function readInteger(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
  }
  return value
}

/** Throws with the variable's name when a value is unusable, so a typo cannot start a wrong server. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rawTokens = env.UPLOAD_SERVER_TOKENS
  const tokens =
    rawTokens === undefined
      ? [...DEFAULT_TOKENS]
      : rawTokens
          .split(',')
          .map((token) => token.trim())
          .filter((token) => token !== '')
  // Never echo the value: it holds tokens.
  if (tokens.length === 0) throw new Error('UPLOAD_SERVER_TOKENS must list at least one token (comma-separated)')
  return {
    port: readInteger(env, 'UPLOAD_SERVER_PORT', DEFAULT_PORT, 0, 65535),
    tokens,
    maxFileSize: readInteger(env, 'UPLOAD_SERVER_MAX_FILE_SIZE', DEFAULT_MAX_FILE_SIZE, 1, Number.MAX_SAFE_INTEGER),
  }
}
