import { createServer } from 'node:net'

/** A loopback port nothing listens on (a moment ago the system had it free): to listen on, or to find closed. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}
