/** A JSON error body's non-empty string `message`. */
export function readServerMessage(bodyText: string): string | null {
  if (!bodyText) return null
  try {
    const parsed: unknown = JSON.parse(bodyText)
    if (parsed !== null && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown }
      if (typeof message === 'string' && message.trim() !== '') return message.trim()
    }
  } catch {
    // Not JSON: the caller uses the generic text.
  }
  return null
}

/** Seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined
  const trimmed = header.trim()
  let ms: number
  if (/^\d+$/.test(trimmed)) {
    ms = Number(trimmed) * 1000
  } else {
    const date = Date.parse(trimmed)
    if (Number.isNaN(date)) return undefined
    ms = date - now
  }
  return Math.max(0, ms)
}

/** A body as the host receives it: parsed JSON, else the raw text, `null` when empty. */
export function parseResponseBody(bodyText: string): unknown {
  if (bodyText.trim() === '') return null
  try {
    return JSON.parse(bodyText) as unknown
  } catch {
    return bodyText
  }
}

/** A login or proxy page rather than the endpoint's JSON. */
export function isHtmlDocument(contentType: string | null, bodyText: string): boolean {
  if (contentType && /^\s*text\/html\b/i.test(contentType)) return true
  return /^\s*(<!doctype html|<html[\s>])/i.test(bodyText)
}
