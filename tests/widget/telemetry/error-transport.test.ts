import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createErrorTransport,
  KEEPALIVE_MAX_BYTES,
  MAX_MESSAGE_BYTES,
  MAX_STACK_BYTES,
  type ErrorTransportOptions,
  type SendResult,
  type TelemetryEvent,
} from '../../../widget/telemetry/error-transport'
import { onPageHide } from '../../../widget/telemetry/page-hide'
import { byteLength } from '../../../widget/telemetry/utf8'
import { tokenFor, validDetails } from '../fixtures'

const NOW = Date.parse('2026-11-21T07:00:00.000Z')

interface Batch {
  v: number
  sent_at: string
  sdk: { name: string; version: string }
  events: TelemetryEvent[]
  dropped?: Array<{ reason: string; category: string; quantity: number }>
}

const answer = (status: number, headers: Record<string, string> = {}): SendResult => ({
  status,
  headers: new Headers(headers),
})

/**
 * A transport over a recording `send`. Each request is answered by `respond`
 * (202 unless told), or held open with `hold()` until `release()`.
 */
function setup(options: Partial<ErrorTransportOptions> = {}) {
  const requests: Array<{ batch: Batch; body: string; keepalive: boolean }> = []
  let respond: () => Promise<SendResult> = async () => answer(202)
  const held: Array<(result: SendResult) => void> = []
  const send = vi.fn(async ({ body, keepalive }: { body: string; keepalive: boolean }) => {
    requests.push({ batch: JSON.parse(body) as Batch, body, keepalive })
    return respond()
  })
  const transport = createErrorTransport(
    {
      sdk: { name: 'idv-widget', version: '0.1.0' },
      url: 'https://edge.example/',
      tags: { strategy: 'otp_phone', locale: 'sv' },
      ...options,
    },
    send,
  )
  return {
    transport,
    send,
    requests,
    answerWith(result: SendResult | Error) {
      respond = async () => {
        if (result instanceof Error) throw result
        return result
      }
    },
    hold() {
      respond = () => new Promise((resolve) => held.push(resolve))
    },
    async release(result = answer(202)) {
      respond = async () => answer(202)
      for (const resolve of held.splice(0)) resolve(result)
      await vi.advanceTimersByTimeAsync(0)
    },
    error: (message = 'boom') => transport.capture({ message }),
    async sendNow(message: string) {
      transport.capture({ message })
      await transport.flush()
    },
    /** Sends one event answered with `result`; later requests get 202. */
    async sendAnswered(result: SendResult | Error, message: string) {
      this.answerWith(result)
      await this.sendNow(message)
      this.answerWith(answer(202))
    },
    sentMessages: () => requests.flatMap((r) => r.batch.events.map((e) => e.message)),
  }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('error transport: batching', () => {
  it('sends a batch once 5 s pass without a new event', async () => {
    const t = setup()
    t.error('a')
    await vi.advanceTimersByTimeAsync(4_000)
    t.error('b')
    await vi.advanceTimersByTimeAsync(4_999)
    expect(t.send).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(t.sentMessages()).toEqual(['a', 'b'])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(t.send).toHaveBeenCalledTimes(1)
  })

  it('sends at once when a batch reaches 64 events', async () => {
    const t = setup()
    for (let i = 0; i < 64; i++) t.error(`e${i}`)
    await vi.advanceTimersByTimeAsync(0)
    expect(t.requests).toHaveLength(1)
    expect(t.requests[0]!.batch.events).toHaveLength(64)
  })

  it('writes the relay format: version, sdk, ISO time, 32-hex ids, tags with version and system, page URL', async () => {
    const t = setup()
    t.transport.capture({
      message: 'Loading chunk otp failed',
      exception: { type: 'ChunkLoadError', value: 'Loading chunk otp failed', stack: 'at x' },
    })
    t.transport.capture({ message: 'slow text', category: 'log', tags: { step: 'text' } })
    await t.transport.flush()
    const { batch } = t.requests[0]!
    expect(batch).toMatchObject({
      v: 1,
      sent_at: '2026-11-21T07:00:00.000Z',
      sdk: { name: 'idv-widget', version: '0.1.0' },
    })
    expect(batch.dropped).toBeUndefined()
    expect(batch.events[0]).toEqual({
      event_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      timestamp: NOW,
      category: 'error',
      level: 'error',
      message: 'Loading chunk otp failed',
      exception: { type: 'ChunkLoadError', value: 'Loading chunk otp failed', stack: 'at x' },
      url: 'https://edge.example/',
      tags: { version: '0.1.0', system: 'authentication', strategy: 'otp_phone', locale: 'sv' },
    })
    expect(batch.events[1]).toMatchObject({
      category: 'log',
      level: 'info',
      tags: { step: 'text', system: 'authentication' },
    })
    expect(batch.events[0]!.event_id).not.toBe(batch.events[1]!.event_id)
  })

  it('cuts messages to 8 KiB and stacks to 16 KiB of UTF-8, whole characters only', async () => {
    const t = setup()
    t.transport.capture({
      message: 'é'.repeat(10_000),
      exception: { type: 'Error', value: 'x'.repeat(20_000), stack: '€'.repeat(10_000) },
    })
    await t.transport.flush()
    const event = t.requests[0]!.batch.events[0]!
    expect(byteLength(event.message)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES)
    expect(byteLength(event.message)).toBeGreaterThan(MAX_MESSAGE_BYTES - 8)
    expect(event.message).toMatch(/^é+…$/)
    expect(byteLength(event.exception!.value)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES)
    expect(byteLength(event.exception!.stack!)).toBeLessThanOrEqual(MAX_STACK_BYTES)
    expect(event.exception!.stack).toMatch(/^€+…$/)
  })

  it('drops an event too large for any batch as too_large', async () => {
    const t = setup()
    t.transport.capture({ message: 'huge tags', tags: { blob: 'x'.repeat(KEEPALIVE_MAX_BYTES) } })
    expect(t.transport.dropped().too_large).toBe(1)
    t.error('next')
    await t.transport.flush()
    expect(t.requests[0]!.batch.dropped).toEqual([{ reason: 'too_large', category: 'error', quantity: 1 }])
  })

  it('close() sends what is queued and ignores later events', async () => {
    const t = setup()
    t.error('last words')
    await t.transport.close()
    t.error('after close')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(t.sentMessages()).toEqual(['last words'])
  })
})

describe('error transport: buffer of 64', () => {
  it('drops what does not fit while 64 events are in flight, and reports the count in the next batch', async () => {
    const t = setup()
    t.hold()
    for (let i = 0; i < 64; i++) t.error(`e${i}`)
    await vi.advanceTimersByTimeAsync(0)
    t.error('overflow')
    t.transport.capture({ message: 'overflow log', category: 'log' })
    expect(t.transport.dropped()).toMatchObject({ queue_overflow: 2 })

    await t.release()
    t.error('after')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(t.requests).toHaveLength(2)
    expect(t.requests[1]!.batch.events.map((e) => e.message)).toEqual(['after'])
    expect(t.requests[1]!.batch.dropped).toEqual([
      { reason: 'queue_overflow', category: 'error', quantity: 1 },
      { reason: 'queue_overflow', category: 'log', quantity: 1 },
    ])
  })

  it('counts queued and in-flight events alike against a smaller buffer', async () => {
    const t = setup({ bufferSize: 3 })
    t.hold()
    t.error('1')
    void t.transport.flush()
    t.error('2')
    t.error('3')
    t.error('4')
    expect(t.transport.dropped().queue_overflow).toBe(1)
    await t.release()
    await t.transport.flush()
    expect(t.sentMessages()).toEqual(['1', '2', '3'])
  })
})

describe('error transport: rate limits', () => {
  it.each([
    ['Retry-After seconds', { 'retry-after': '30' }, 30_000],
    ['a Retry-After HTTP date', { 'retry-after': 'Sat, 21 Nov 2026 07:02:00 GMT' }, 120_000],
    ['a bare 429 (60 s)', {}, 60_000],
  ])('backs off every category for %s, dropping events meanwhile', async (_, headers, backoff) => {
    const t = setup()
    await t.sendAnswered(answer(429, headers), 'refused')
    await vi.advanceTimersByTimeAsync(backoff - 1)
    t.transport.capture({ message: 'too early', category: 'log' })
    await t.sendNow('too early')
    expect(t.send).toHaveBeenCalledTimes(1)
    expect(t.transport.dropped().ratelimit_backoff).toBe(3)

    await vi.advanceTimersByTimeAsync(1)
    await t.sendNow('in time')
    expect(t.requests[1]!.batch.events.map((e) => e.message)).toEqual(['in time'])
    expect(t.requests[1]!.batch.dropped).toEqual([
      { reason: 'ratelimit_backoff', category: 'error', quantity: 2 },
      { reason: 'ratelimit_backoff', category: 'log', quantity: 1 },
    ])
  })

  it('limits only the categories X-IDV-Rate-Limits names, even on a success', async () => {
    const t = setup()
    t.answerWith(answer(202, { 'x-idv-rate-limits': '60:log:organization' }))
    await t.sendNow('first')
    t.transport.capture({ message: 'a log', category: 'log' })
    await t.sendNow('an error')
    expect(t.sentMessages()).toEqual(['first', 'an error'])
    expect(t.transport.dropped().ratelimit_backoff).toBe(1)

    await vi.advanceTimersByTimeAsync(60_000)
    t.transport.capture({ message: 'a later log', category: 'log' })
    await t.transport.flush()
    expect(t.sentMessages()).toContain('a later log')
  })

  it('drops queued events in a category limited while they waited', async () => {
    const t = setup()
    t.hold()
    t.error('first')
    void t.transport.flush()
    t.error('waiting')
    await t.release(answer(429, { 'retry-after': '10' }))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(t.send).toHaveBeenCalledTimes(1)
    expect(t.transport.dropped().ratelimit_backoff).toBe(2)
  })

  it('does not treat 413 as a rate limit: too_large, and the next event goes out', async () => {
    const t = setup()
    await t.sendAnswered(answer(413, { 'retry-after': '60' }), 'big')
    await t.sendNow('next')
    expect(t.transport.dropped().too_large).toBe(1)
    expect(t.requests[1]!.batch.events.map((e) => e.message)).toEqual(['next'])
  })
})

describe('error transport: failures', () => {
  it('counts a network failure and a 5xx, and carries their counts until a batch is accepted', async () => {
    const t = setup()
    await t.sendAnswered(new TypeError('Failed to fetch'), 'offline')
    await t.sendAnswered(answer(503), 'server down')
    await t.sendNow('back')

    expect(t.transport.dropped()).toMatchObject({ network_error: 1, send_error: 1 })
    expect(t.requests[1]!.batch.dropped).toEqual([{ reason: 'network_error', category: 'error', quantity: 1 }])
    expect(t.requests[2]!.batch.dropped).toHaveLength(2)
    expect(t.requests[2]!.batch.dropped).toEqual(
      expect.arrayContaining([
        { reason: 'network_error', category: 'error', quantity: 1 },
        { reason: 'send_error', category: 'error', quantity: 1 },
      ]),
    )
  })

  it('does not retry a batch refused with another 4xx, nor the report it carried', async () => {
    const t = setup()
    await t.sendAnswered(new TypeError('Failed to fetch'), 'offline')
    await t.sendAnswered(answer(400), 'refused')
    await vi.advanceTimersByTimeAsync(120_000)
    expect(t.send).toHaveBeenCalledTimes(2)

    await t.sendNow('fine')
    expect(t.requests[2]!.batch.events.map((e) => e.message)).toEqual(['fine'])
    expect(t.requests[2]!.batch.dropped).toEqual([{ reason: 'send_error', category: 'error', quantity: 1 }])
  })

  it('survives a send that throws synchronously', async () => {
    const send = vi.fn(() => {
      throw new Error('no fetch here')
    })
    const transport = createErrorTransport({ sdk: { name: 'w', version: '1' }, url: '' }, send)
    transport.capture({ message: 'x' })
    await expect(transport.flush()).resolves.toBeUndefined()
    expect(transport.dropped().network_error).toBe(1)
  })
})

describe('error transport: keepalive', () => {
  it('asks for keepalive only while fewer than 15 requests are pending', async () => {
    const t = setup()
    t.hold()
    for (let i = 0; i < 16; i++) {
      t.error(`e${i}`)
      void t.transport.flush()
    }
    expect(t.requests.map((r) => r.keepalive)).toEqual([...Array<boolean>(14).fill(true), false, false])
    await t.release()
    t.error('after')
    await t.transport.flush()
    expect(t.requests.at(-1)!.keepalive).toBe(true)
  })

  it('asks for keepalive only while the bytes in flight stay within 60,000', async () => {
    const t = setup()
    t.hold()
    for (let i = 0; i < 9; i++) {
      t.error(`${i}`.padEnd(7_000, 'x'))
      void t.transport.flush()
    }
    let inFlight = 0
    const expected = t.requests.map((r) => (inFlight += byteLength(r.body)) <= KEEPALIVE_MAX_BYTES)
    expect(t.requests.map((r) => r.keepalive)).toEqual(expected)
    expect(expected).toContain(true)
    expect(expected).toContain(false)
  })

  it('cuts a large queue into batches that each fit the keepalive limit', async () => {
    const t = setup()
    for (let i = 0; i < 20; i++) t.error(`${i}`.padEnd(7_000, 'x'))
    await t.transport.flush()
    expect(t.requests.length).toBeGreaterThan(1)
    expect(t.requests.every((r) => byteLength(r.body) <= KEEPALIVE_MAX_BYTES)).toBe(true)
    expect(t.requests[0]!.keepalive).toBe(true)
    expect(t.sentMessages()).toHaveLength(20)
  })
})

describe('error transport: page hide', () => {
  const hideDocument = (state: DocumentVisibilityState) =>
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState')
  })

  it('sends what is queued, with keepalive, when the page turns hidden', async () => {
    const t = setup()
    const stop = onPageHide(window, () => void t.transport.flush())
    t.error('queued')
    hideDocument('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(t.send).not.toHaveBeenCalled()

    hideDocument('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(t.requests).toHaveLength(1)
    expect(t.requests[0]).toMatchObject({ keepalive: true, batch: { events: [{ message: 'queued' }] } })
    stop()
  })

  it('sends what is queued on pagehide, and stops listening when told', async () => {
    const t = setup()
    const stop = onPageHide(window, () => void t.transport.flush())
    t.error('queued')
    window.dispatchEvent(new Event('pagehide'))
    expect(t.sentMessages()).toEqual(['queued'])

    stop()
    t.error('later')
    window.dispatchEvent(new Event('pagehide'))
    expect(t.send).toHaveBeenCalledTimes(1)
  })
})

describe('error transport: the client token never leaves', () => {
  const token = tokenFor(validDetails())

  it('scrubs token-like strings from message, exception, stack, tags and URL before queueing', async () => {
    const t = setup({ url: `https://edge.example/?t=${token}`, tags: { strategy: token } })
    t.transport.capture({
      message: `Bearer ${token} refused`,
      exception: {
        type: 'Error',
        value: `token ${token}`,
        stack: `Error: x\n    at https://edge.example/#${token}:1:2`,
      },
      tags: { note: token },
    })
    await t.transport.flush()
    const { body, batch } = t.requests[0]!
    expect(body).not.toContain(token)
    expect(body).not.toContain(token.split('.')[1])
    expect(batch.events[0]!.message).toBe('Bearer [redacted] refused')
    expect(batch.events[0]!.exception!.stack).toContain('#[redacted]:1:2')
  })

  it('scrubs before cutting, so a token across the 8 KiB mark leaves no part behind', async () => {
    const t = setup()
    t.error(`${'x'.repeat(MAX_MESSAGE_BYTES - 40)} ${token}`)
    await t.transport.flush()
    expect(t.requests[0]!.body).not.toContain(token.split('.')[0])
  })
})
