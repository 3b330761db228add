import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'

const LOWEST_PORT = 10_000
const handedOut = new Set<number>()

/**
 * A loopback port nothing listens on: to give a process that will listen on it, or to find closed.
 *
 * Taken below the system's ephemeral range, which is where a port asked for with 0 comes from — every
 * other test's server, browser and outgoing connection. A port from that range, free a moment ago, can
 * be taken by any of them before its process listens (the likely reason `npm run dev`'s playground, started
 * after a first build that load stretches, once never answered on its port: Vite moves to the next port
 * when its own is taken). Below the range, nothing takes a port unasked.
 */
export async function freePort(): Promise<number> {
  const belowEphemeral = ephemeralRangeStart()
  for (;;) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (belowEphemeral - LOWEST_PORT))
    if (!handedOut.has(port) && (await canListen(port))) {
      handedOut.add(port)
      return port
    }
  }
}

/** Linux says where its range starts; elsewhere the IANA dynamic range (49152) is assumed, and 32768 is below both. */
function ephemeralRangeStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)
    return Number(start)
  } catch {
    return 32_768
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}
