import { vi } from 'vitest'

/**
 * How the worker tests see upstream calls: the worker under test runs in the
 * same isolate as the tests (@cloudflare/vitest-plugin 1.5 no longer ships
 * fetchMock), so a spy on the global fetch catches every subrequest it makes,
 * including those it starts in waitUntil after answering.
 */
export interface UpstreamCall {
  url: string
  method: string
  headers: Headers
  body: string
}

export type UpstreamReply = (call: UpstreamCall, signal: AbortSignal | undefined) => Response | Promise<Response>

export function mockUpstream(reply: UpstreamReply = () => new Response(null, { status: 204 })) {
  const calls: UpstreamCall[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    const call = { url: request.url, method: request.method, headers: request.headers, body: await request.text() }
    calls.push(call)
    return reply(call, init?.signal ?? undefined)
  })
  return { calls, spy }
}

/** An upstream that never answers until the caller gives up. */
export const hang: UpstreamReply = (_call, signal) =>
  new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))

/** Lets work the worker left in waitUntil run, so "no call" means none was made, not none yet. */
export const settle = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits for a fresh rate-limit window when the current one is about to end
 * (the simulator's windows follow the wall clock), so a test that spends a
 * quota sees it spent in one window.
 */
export async function freshWindow(periodSeconds: number, neededMs = 3000) {
  const left = periodSeconds * 1000 - (Date.now() % (periodSeconds * 1000))
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50))
}

const prefix = Math.floor(Math.random() * 0xffff).toString(16)
let address = 0
/** A client address of its own for each test (and test file), so their rate limits do not meet. */
export const uniqueIp = () => `2001:db8:${prefix}::${(++address).toString(16)}`
