import { describe, expect, it, vi } from 'vitest'
import {
  ANALYTICS_CLIENT_VERSION,
  BEACON_QUOTA_BYTES,
  createAnalytics,
  type AnalyticsIo,
} from '../../../widget/telemetry/analytics'
import { tokenFor, validDetails } from '../fixtures'

const NOW = Date.parse('2026-11-21T07:00:00.000Z')
const config = (over: Record<string, unknown> = {}) => ({
  biUrl: 'https://edge.provider.com/bi',
  client: 'idv-widget',
  sessionId: 'sess-1',
  strategy: 'otp_phone',
  locale: 'sv',
  experiments: [{ name: 'new-otp', variant: 'b' }],
  uiContext: 'checkout',
  clientName: 'shop',
  ...over,
})

function setup(over: Record<string, unknown> = {}, io: Partial<AnalyticsIo> = {}) {
  const beacons: Array<{ url: string; body: Blob }> = []
  const images: string[] = []
  const fullIo: AnalyticsIo = {
    sendBeacon: vi.fn((url: string, body: Blob) => (beacons.push({ url, body }), true)),
    loadImage: vi.fn((url: string) => void images.push(url)),
    now: () => NOW,
    random: () => 0.5,
    ...io,
  }
  const result = createAnalytics(config(over), fullIo)
  if (!result.ok) throw new Error(result.issues.join('; '))
  return { analytics: result.analytics, io: fullIo, beacons, images }
}

const issuesFor = (input: unknown) => {
  const result = createAnalytics(input, {
    sendBeacon: () => true,
    loadImage: () => {},
    now: () => NOW,
    random: () => 0,
  })
  return result.ok ? [] : result.issues
}

describe('analytics configuration', () => {
  it('accepts a valid configuration and defaults clientVersion to 24.21.1', () => {
    expect(issuesFor(config())).toEqual([])
    const { analytics, beacons } = setup()
    analytics.track('start')
    expect(beacons[0]!.url).toContain(`/v1/idv-widget/${ANALYTICS_CLIENT_VERSION}/start?`)
    expect(ANALYTICS_CLIENT_VERSION).toBe('24.21.1')
  })
  it('says clearly what is wrong: client, clientVersion and sessionId strings, log level 0–6', () => {
    expect(issuesFor(config({ client: 42 }))).toEqual([expect.stringMatching(/^client must be a string/)])
    expect(issuesFor(config({ clientVersion: 24 }))).toEqual([
      'clientVersion must be a MAJOR.MINOR.PATCH version string',
    ])
    expect(issuesFor(config({ clientVersion: 'latest' }))).toEqual([
      'clientVersion must be a MAJOR.MINOR.PATCH version string',
    ])
    expect(issuesFor(config({ sessionId: null }))).toEqual([expect.stringMatching(/^sessionId must be a string/)])
    expect(issuesFor(config({ sessionId: 'a.b' }))).toEqual([expect.stringMatching(/^sessionId must be a string/)])
    for (const logLevel of [-1, 7, 2.5, '3'])
      expect(issuesFor(config({ logLevel }))).toEqual(['logLevel must be a whole number from 0 to 6'])
    for (const logLevel of [0, 6]) expect(issuesFor(config({ logLevel }))).toEqual([])
  })
  it('names missing fields and other bad shapes', () => {
    const { client: _, ...withoutClient } = config()
    expect(issuesFor(withoutClient)).toEqual(['client is required'])
    expect(issuesFor(null)).toEqual(['the analytics configuration must be an object'])
    expect(issuesFor(config({ biUrl: 'javascript:alert(1)' }))).toEqual(['biUrl must be an http(s) URL'])
    expect(issuesFor(config({ instanceId: 999 }))).toEqual(['instanceId must be a whole number from 1000 to 9999'])
    expect(issuesFor(config({ experiments: 'x' }))).toEqual(['experiments must be an array'])
  })
  it('picks the instance id at random in 1000–9999 unless given', () => {
    expect(setup({}, { random: () => 0 }).analytics.instanceId).toBe(1000)
    expect(setup({}, { random: () => 0.999_999_9 }).analytics.instanceId).toBe(9999)
    expect(setup({ instanceId: 4242 }).analytics.instanceId).toBe(4242)
  })
})

describe('analytics beacons', () => {
  it('posts the relay body as text/plain to {bi_url}/v1/{client}/{version}/{event} with instance, session and time', async () => {
    const { analytics, beacons } = setup({ biUrl: 'https://edge.provider.com/bi/' })
    expect(analytics.track('otp.code_sent', { chunk: 'otp' })).toBe('beacon')
    const { url, body } = beacons[0]!
    expect(url).toBe(
      `https://edge.provider.com/bi/v1/idv-widget/24.21.1/otp.code_sent?instance_id=5500&session_id=sess-1&timestamp=${NOW}`,
    )
    expect(body.type).toBe('text/plain;charset=utf-8')
    expect(JSON.parse(await body.text())).toEqual({
      strategy: 'otp_phone',
      locale: 'sv',
      experiments: [{ name: 'new-otp', variant: 'b' }],
      uiContext: 'checkout',
      clientName: 'shop',
      data: { chunk: 'otp' },
    })
  })
  it('falls back to the image GET of the same URL when sendBeacon refuses', () => {
    const { analytics, beacons, images } = setup({}, { sendBeacon: () => false })
    expect(analytics.track('start')).toBe('image')
    expect(beacons).toEqual([])
    expect(images).toEqual([
      `https://edge.provider.com/bi/v1/idv-widget/24.21.1/start?instance_id=5500&session_id=sess-1&timestamp=${NOW}`,
    ])
  })
  it('keeps within the 64 KiB beacon quota of the page, then falls back to images', () => {
    const { analytics, io, images } = setup()
    const big = { text: 'x'.repeat(20_000) }
    expect([1, 2, 3].map(() => analytics.track('big', big))).toEqual(['beacon', 'beacon', 'beacon'])
    expect(analytics.track('big', big)).toBe('image')
    expect(analytics.track('small')).toBe('beacon')
    expect(io.sendBeacon).toHaveBeenCalledTimes(4)
    expect(images).toHaveLength(1)
  })
  it('never offers sendBeacon a body over 64 KiB', () => {
    const { analytics, io } = setup()
    expect(analytics.track('huge', { text: 'x'.repeat(BEACON_QUOTA_BYTES) })).toBe('image')
    expect(io.sendBeacon).not.toHaveBeenCalled()
  })
  it('sends nothing for an event name the edge would refuse, or data JSON cannot hold', () => {
    const { analytics, io } = setup()
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    for (const name of ['', 'Start', 'a..b', '-x', 'a/b', 'x'.repeat(101)])
      expect(analytics.track(name)).toBe('invalid')
    expect(analytics.track('ok', cyclic)).toBe('invalid')
    expect(analytics.track('x'.repeat(100))).toBe('beacon')
    expect(io.sendBeacon).toHaveBeenCalledTimes(1)
    expect(io.loadImage).not.toHaveBeenCalled()
  })
  it('scrubs a token-like string from the body', async () => {
    const token = tokenFor(validDetails())
    const { analytics, beacons } = setup()
    analytics.track('failure', { error: `rejected ${token}` })
    const text = await beacons[0]!.body.text()
    expect(text).not.toContain(token)
    expect(JSON.parse(text).data).toEqual({ error: 'rejected [redacted]' })
    expect(beacons[0]!.url).not.toContain(token.split('.')[1])
  })
  it('logs each event from log level 4 up only', () => {
    const quiet = vi.fn()
    setup({ logLevel: 3 }, { log: quiet }).analytics.track('start')
    expect(quiet).not.toHaveBeenCalled()
    const log = vi.fn()
    setup({ logLevel: 4 }, { log }).analytics.track('start', { a: 1 })
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^analytics beacon https:/), { a: 1 })
  })
})
