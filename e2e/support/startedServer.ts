import type { ChildProcess } from 'node:child_process'

/**
 * Collects what the process prints on the streams piped from it (reading them, so a full pipe never stalls it);
 * returns a reader of what it printed so far.
 */
export function keepOutput(child: ChildProcess): () => string {
  let output = ''
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += chunk))
  return () => output
}

/** Whether anything answers `url` within 2 s (any status: something listens there). */
export async function answers(url: string): Promise<boolean> {
  return (await answerTo(url)) !== undefined
}

async function answerTo(url: string): Promise<Response | undefined> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(2000) })
  } catch {
    return undefined
  }
}

/**
 * Waits until `url`, served by `child`, answers with a success. Fails as soon as `child` ends, or once
 * `timeoutMs` pass, saying which and what the process printed (`printed`, from `keepOutput`).
 */
export async function startedServing(child: ChildProcess, url: string, printed: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await answerTo(url))?.ok) {
    const ended = child.exitCode !== null || child.signalCode !== null
    if (ended || Date.now() > deadline) {
      const why = ended ? `it ended (${child.exitCode ?? child.signalCode})` : `${timeoutMs / 1000} s passed`
      throw new Error(`${url} did not answer before ${why}; the process printed:\n${printed().slice(-4000)}`)
    }
    await new Promise((done) => setTimeout(done, 250))
  }
}
