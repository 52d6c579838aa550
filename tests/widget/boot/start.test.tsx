import { fireEvent, screen, waitFor } from '@testing-library/preact'
import { render as unmountFrom } from 'preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROTOCOL, PROTOCOL_VERSION, type WidgetMessage } from '../../../contracts/protocol'
import { loadScreen, prefetchFamilies } from '../../../widget/app/screen-registry'
import { start } from '../../../widget/boot/start'
import { markStarted } from '../../../widget/kit/resume-marker'
import { WidgetError } from '../../../widget/widget-error'
// Already evaluated when the widget asks for them, as a cached chunk would be: the fake clock then decides alone what shows when.
import '../../../widget/screens/otp/OtpScreen'
import '../../../widget/screens/otp/CodeEntry'
import { tokenFor, validDetails } from '../fixtures'
import { english } from '../render'

// The real registry, with a handle on loadScreen for the case where a chunk fails, and on the prefetch of
// every family's entry.
vi.mock('../../../widget/app/screen-registry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../widget/app/screen-registry')>()
  return { ...actual, loadScreen: vi.fn(actual.loadScreen), prefetchFamilies: vi.fn(actual.prefetchFamilies) }
})

const SHOP = 'https://shop.test'
const SESSION = 'https://api.provider.com/v1/sessions/sess-1'
const STATE_URL = `${SESSION}/strategies/otp_phone`
const goodToken = () => tokenFor(validDetails({ locale: 'en' }))

/** Telemetry as start.tsx wires it: its module's load is the test's to hold back (`telemetry.loaded`). */
const telemetry = {
  loaded: Promise.resolve(),
  wire: vi.fn(),
  report: vi.fn(),
}

/** Where the fake page keeps what it saw, in order: messages by type, telemetry reports as 'report'. */
let timeline: string[] = []

beforeEach(() => {
  timeline = []
  telemetry.loaded = Promise.resolve()
  telemetry.report = vi.fn(() => void timeline.push('report'))
  telemetry.wire = vi.fn(() => ({ publish: vi.fn(), report: telemetry.report, observe: vi.fn() }))
  // Registered again for every test, so each start() loads the module afresh and waits on this test's `loaded`.
  vi.doMock('../../../widget/telemetry', async () => {
    await telemetry.loaded
    return { wireTelemetry: telemetry.wire }
  })
})

/** How the fake server answers one request. */
type Answer = () => Promise<Response>
const json =
  (body: unknown, headers: Record<string, string> = {}): Answer =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } }))
const textAnswer = json(english, { 'content-language': 'en' })
const fails =
  (error: unknown): Answer =>
  () =>
    Promise.reject(error)
/** A request nobody answers; a module that never loads. */
const never = () => new Promise<never>(() => {})
/** A promise the test settles. */
function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

/**
 * The edge (text) and the session server (state), answering from queues; once a queue is empty the text
 * loads and the strategy is in progress. Returns the URLs asked for.
 */
function serve({ text = [], state = [] }: { text?: Answer[]; state?: Answer[] } = {}) {
  const fetched: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof URL ? input.href : String(input)
      fetched.push(url)
      if (url.startsWith('/v1/text/')) return (text.shift() ?? textAnswer)()
      if (url === STATE_URL) return (state.shift() ?? json({ status: 'in_progress' }))()
      return Promise.resolve(new Response(null, { status: 404 }))
    }),
  )
  return fetched
}

const mounted: HTMLElement[] = []

/**
 * The widget in a frame on the shop's page: its own location (token in the hash), the real document, and a
 * parent whose SDK acknowledges every message, as the real one does. `sent()` is what the page received.
 */
function openWidget(token: string, { language = 'en-GB' } = {}) {
  const received: WidgetMessage[] = []
  const listeners: Array<(event: MessageEvent) => void> = []
  const parent = {
    postMessage: vi.fn((message: WidgetMessage) => {
      // The page acts on each id once (contracts/protocol.ts).
      if (!received.some((seen) => seen.id === message.id)) {
        received.push(message)
        timeline.push(message.type)
      }
      const ack = { protocol: PROTOCOL, version: PROTOCOL_VERSION, type: 'ack', id: message.id }
      void Promise.resolve().then(() => {
        for (const listener of listeners)
          listener({ source: parent, origin: SHOP, data: ack } as unknown as MessageEvent)
      })
    }),
  }
  const win = {
    location: { hash: `#${token}`, search: '', ancestorOrigins: [SHOP], origin: 'https://edge.provider.com' },
    document,
    navigator: { language },
    parent,
    addEventListener: (type: string, listener: (event: MessageEvent) => void) => {
      if (type === 'message') listeners.push(listener)
    },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  }
  const container = document.createElement('div')
  // What the document shows until the widget renders (the HTML's skeleton).
  container.innerHTML = '<p data-testid="skeleton">Loading</p>'
  document.body.append(container)
  mounted.push(container)
  const started = start(container, win as unknown as Window)
  const sent = () => received.map(({ type, payload }) => ({ type, payload }))
  const events = (name: string) => sent().filter((m) => m.type === 'onEvent' && m.payload.name === name)
  const completions = () => sent().filter((m) => m.type === 'onComplete')
  return { win, started, sent, events, completions }
}

afterEach(() => {
  for (const container of mounted.splice(0)) {
    unmountFrom(null, container)
    container.remove()
  }
  sessionStorage.clear()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const loadFailureHeading = () => screen.getByRole('heading', { name: 'Something went wrong' })
const START = { type: 'onEvent', payload: { name: 'start' } }

describe('start', () => {
  it.each([
    ['is not three dot-separated parts', 'header.payload', /three dot-separated parts|2 dots/],
    [
      'names a session url off the allowed hosts',
      tokenFor(validDetails({ url: 'https://api.evil.test/v1/sessions/sess-1' })),
      /^url: /,
    ],
  ])(
    'shows the failure screen when the token %s, and completes with its error once the shopper leaves',
    async (_, token, issue) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const fetched = serve()
      const page = openWidget(token)
      await page.started
      expect(warn).toHaveBeenCalledWith('[idv-widget] Invalid token details:', [expect.stringMatching(issue)])
      // No session to ask: only the text, in the browser's language.
      expect(fetched).toEqual(['/v1/text/en-gb?v=test'])
      expect(screen.getByRole('heading', { name: 'We couldn’t complete the purchase' })).toBeTruthy()
      expect(page.sent()[0]).toEqual(START)
      expect(page.events('start')).toHaveLength(1)
      expect(page.completions()).toEqual([])

      fireEvent.click(screen.getByRole('button', { name: 'Go back to checkout' }))
      expect(page.completions()).toEqual([
        {
          type: 'onComplete',
          payload: { status: 'failure', error: 'Invalid token details', reason: 'technical-issue' },
        },
      ])
    },
  )

  it('offers a retry when the text fails to load, which loads it and shows the first step without a second start', async () => {
    const fetched = serve({ text: [fails(new TypeError('Failed to fetch'))] })
    const page = openWidget(goodToken())
    await page.started
    await waitFor(() => expect(document.activeElement).toBe(loadFailureHeading()))
    expect(screen.getByRole('alertdialog', { name: 'Something went wrong' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Confirm it’s you' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull()
    expect(fetched.filter((url) => url.startsWith('/v1/text/'))).toEqual([
      '/v1/text/en?v=test&ns=otp',
      '/v1/text/en?v=test&ns=otp',
    ])
    expect(page.sent()[0]).toEqual(START)
    expect(page.events('start')).toHaveLength(1)
    expect(page.completions()).toEqual([])
  })

  it('tells the page when the screen’s chunk fails to load', async () => {
    serve()
    vi.mocked(loadScreen).mockRejectedValueOnce(new WidgetError('chunk-load', 'Loading chunk otp failed'))
    const page = openWidget(goodToken())
    await page.started
    expect(loadScreen).toHaveBeenCalledWith(expect.objectContaining({ name: 'otp' }))
    expect(page.events('chunk_load_error')).toEqual([
      { type: 'onEvent', payload: { name: 'chunk_load_error', error: 'Loading chunk otp failed' } },
    ])
    expect(loadFailureHeading()).toBeTruthy()
  })

  it('names a security error to the page and on screen, and leaves with it in the failure', async () => {
    const security = new DOMException('Blocked by the frame’s sandbox', 'SecurityError')
    serve({ text: [fails(security)] })
    const page = openWidget(goodToken())
    await page.started
    expect(page.events('security_error')).toEqual([
      { type: 'onEvent', payload: { name: 'security_error', error: String(security) } },
    ])
    expect(screen.getByText(String(security))).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Go back to checkout' }))
    await waitFor(() =>
      expect(page.completions()).toEqual([
        {
          type: 'onComplete',
          payload: {
            status: 'failure',
            error: 'widget could not load',
            reason: 'technical-issue',
            event: 'security_error',
          },
        },
      ]),
    )
  })

  describe('after a reload of a started strategy', () => {
    beforeEach(() => {
      vi.useFakeTimers()
      markStarted('sess-1', 'otp_phone')
    })

    it('shows nothing until the session answers, then opens on the step it names', async () => {
      const state = deferred<Answer>()
      const fetched = serve({ state: [() => state.promise.then((answer) => answer())] })
      vi.mocked(prefetchFamilies).mockClear()
      const page = openWidget(goodToken())
      // The session may have moved on to another family since: every family's entry is asked for as the widget
      // starts, beside the session's answer, not after it.
      expect(prefetchFamilies).toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1_000)
      expect(fetched).toContain(STATE_URL)
      expect(screen.getByTestId('skeleton')).toBeTruthy()

      // A code was sent before the reload: the widget opens on its entry, not on the intro that sends one.
      state.resolve(json({ status: 'in_progress', pending: { kind: 'code' } }))
      // The code entry's own chunk loads once its step has rendered.
      await vi.advanceTimersByTimeAsync(100)
      expect(screen.getByRole('heading', { name: 'Enter the 6-digit code' })).toBeTruthy()
      expect(screen.queryByRole('heading', { name: 'Confirm it’s you' })).toBeNull()
      await page.started
    })

    it('shows the first step after 5 s when the session never answers, and nothing before', async () => {
      serve({ state: [never] })
      const page = openWidget(goodToken())
      await vi.advanceTimersByTimeAsync(4_999)
      expect(screen.getByTestId('skeleton')).toBeTruthy()
      expect(screen.queryByRole('heading')).toBeNull()

      await vi.advanceTimersByTimeAsync(1)
      expect(screen.getByRole('heading', { name: 'Confirm it’s you' })).toBeTruthy()
      expect(screen.queryByTestId('skeleton')).toBeNull()
      await page.started
    })
  })

  describe('leaving a failed load', () => {
    it('waits for telemetry to take the failure’s report before the flow completes', async () => {
      vi.useFakeTimers()
      const telemetryModule = deferred()
      telemetry.loaded = telemetryModule.promise
      const failure = new TypeError('Failed to fetch')
      serve({ text: [fails(failure)] })
      const page = openWidget(goodToken())
      await page.started

      fireEvent.click(screen.getByRole('button', { name: 'Go back to checkout' }))
      await vi.advanceTimersByTimeAsync(1_000)
      expect(page.completions()).toEqual([])
      expect(telemetry.report).not.toHaveBeenCalled()

      // Well before the 2 s are up: the flow completes because telemetry took the report.
      telemetryModule.resolve()
      await vi.advanceTimersByTimeAsync(10)
      expect(page.completions()).toHaveLength(1)
      expect(telemetry.wire).toHaveBeenCalledWith(
        page.win,
        '0.0.0-test',
        expect.objectContaining({ sessionId: 'sess-1' }),
      )
      expect(telemetry.report).toHaveBeenCalledTimes(1)
      expect((telemetry.report.mock.calls[0]![0] as WidgetError).details.cause).toBe(failure)
      expect(timeline.filter((entry) => entry === 'report' || entry === 'onComplete')).toEqual(['report', 'onComplete'])
    })

    it('completes after 2 s all the same when telemetry never loads', async () => {
      vi.useFakeTimers()
      telemetry.loaded = never()
      serve({ text: [fails(new TypeError('Failed to fetch'))] })
      const page = openWidget(goodToken())
      await page.started

      fireEvent.click(screen.getByRole('button', { name: 'Go back to checkout' }))
      await vi.advanceTimersByTimeAsync(1_999)
      expect(page.completions()).toEqual([])

      await vi.advanceTimersByTimeAsync(1)
      expect(page.completions()).toEqual([
        {
          type: 'onComplete',
          payload: { status: 'failure', error: 'widget could not load', reason: 'technical-issue' },
        },
      ])
      expect(telemetry.report).not.toHaveBeenCalled()
    })
  })
})
