import type { ParentMessageType } from '../bridge/parent-bridge'
import { createAnalytics } from './analytics'
import { browserAnalyticsIo } from './browser-analytics-io'
import { errorEvent, installErrorCapture, pageUrl } from './error-capture'
import { createErrorTransport, type CaptureInput } from './error-transport'
import { fetchSend } from './fetch-send'
import { onPageHide } from './page-hide'
import { windowSessionRecorder, type SessionRecorder } from './session-recorder'

export interface TelemetrySession {
  sessionId: string
  biUrl?: string
  /** The session's first strategy. */
  strategy: string
  /**
   * The strategy the shopper is in now (spec §7): after a switch of method every beacon and error
   * names it, not the first one. Defaults to the first.
   */
  currentStrategy?: () => string
  locale: string
  experiments: unknown[]
  uiContext?: string
  clientName?: string
}

export interface WiredTelemetry {
  /** Business-intelligence event (analytics beacon). */
  publish(name: string, data?: Record<string, unknown>): void
  /** An error for the error-reporting service. */
  report(error: unknown): void
  /** Every message the widget posts to the page: terminal ones go to session recording. */
  observe(type: ParentMessageType, payload: Record<string, unknown>): void
}

/**
 * Starts analytics, error reporting and session recording for one session.
 * Errors go to the edge that served the widget (`/v1/errors`); analytics to
 * the session's `bi_url`. Nothing here sees the client token.
 */
export function wireTelemetry(
  win: Window,
  version: string,
  session: TelemetrySession | null,
  recorder: SessionRecorder = windowSessionRecorder(win),
): WiredTelemetry {
  const strategyNow = () => session?.currentStrategy?.() ?? session?.strategy
  const tags: Record<string, string> = session ? { locale: session.locale } : {}
  const transport = createErrorTransport(
    { sdk: { name: 'idv-widget', version }, url: pageUrl(win.location), tags },
    fetchSend(`${win.location.origin}/v1/errors`),
  )
  // The strategy is each event's own tag, read when it is captured: it changes with a switch of method.
  const capture = (event: CaptureInput) => {
    const strategy = strategyNow()
    transport.capture(strategy ? { ...event, tags: { ...event.tags, strategy } } : event)
  }
  installErrorCapture(win, capture)
  onPageHide(win, () => void transport.flush())

  const analytics = session?.biUrl
    ? createAnalytics(
        {
          biUrl: session.biUrl,
          client: 'idv-widget',
          sessionId: session.sessionId,
          strategy: session.strategy,
          locale: session.locale,
          experiments: session.experiments,
          uiContext: session.uiContext,
          clientName: session.clientName,
        },
        browserAnalyticsIo(win),
        strategyNow as () => string,
      )
    : null
  if (analytics && !analytics.ok)
    capture({
      category: 'log',
      level: 'warning',
      message: `analytics configuration: ${analytics.issues.join('; ')}`,
    })

  const publish = (name: string, data?: Record<string, unknown>) =>
    void (analytics?.ok && analytics.analytics.track(name, data))
  recorder.record('authentication_start', session ? { strategy: session.strategy, locale: session.locale } : {})
  return {
    publish,
    report: (error) => capture(errorEvent(error)),
    observe(type, payload) {
      // Every event the page sees is also a business event; its name becomes the beacon's path.
      if (type === 'onEvent') {
        const { name, ...data } = payload
        if (typeof name === 'string') publish(name, data)
      }
      // The outcome only: result tokens are the merchant's business, not the recording's.
      if (type === 'onComplete')
        recorder.record('authentication_complete', { status: payload.status, reason: payload.reason })
      if (type === 'onAbort') recorder.record('authentication_abort', { reason: payload.reason })
    },
  }
}
