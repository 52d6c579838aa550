import { type Signal, signal } from '@preact/signals'
import type { ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { afterPaint } from '../kit/after-paint'
import type { Flow } from '../kit/flow'
import { heldBack } from '../app/held-back'
import { laterText } from '../kit/later-text'
import type { Publish } from '../analytics-events'
import type { createLateSink } from '../app/late-sink'
import { bringUp } from '../app/bring-up'
import { type Entry, loadEntry, prefetchFamilies, type ScreenModule } from '../app/screen-registry'
import { shellView } from '../app/shell-view'
import type { StrategyHost } from '../app/strategy-host'
import type { ParentBridge, ParentMessageType } from '../bridge/parent-bridge'
import { config } from '../config'
import { loadText } from '../i18n/load-text'
import { createText, type Text } from '../i18n/text'
import type { CancelReason, CancelSession } from '../session-api/cancel-session'
import type { SessionDetails, Strategy } from '../session-api/session-details'
import type { HttpClient } from '../session-api/http-client'
import { isWidgetError } from '../widget-error'
import { type Begun, begin, INVALID_TOKEN_DETAILS } from './begin'
import type { parseClientToken } from './client-token'
import { replayEarlyTap } from './early-taps'
import { initialPath } from './initial-path'
import { LoadFailure, securityErrorIn } from '../ui/LoadFailure'

/** How long a reloaded widget waits for the session's word on where the shopper was, before it shows the first step anyway. */
const RESUME_WAIT_MS = 5_000
/** How long the way out of a failed load waits for telemetry to take the failure's report. */
const TELEMETRY_WAIT_MS = 2_000

/**
 * Spec §4 startup: validate the token and session details (`begun`, the
 * start's first part: ./begin.ts, which a document runs before its last
 * bytes), load the text (the strategy's chunk downloads meanwhile), then
 * render. Nothing but the HTML's skeleton shows until the text is here,
 * unless the document carries this very first step already rendered
 * (tools/build/prerender.ts): then the shell hydrates that markup instead of
 * building it again.
 */
export async function start(container: HTMLElement, win: Window = window, begun: Begun = begin(win)): Promise<void> {
  const [
    launch,
    channels,
    parsed,
    details,
    strategy,
    switches,
    requestedLocale,
    http,
    resumeAnswer,
    awaitResume,
    flow,
    pick,
  ] = begun
  const { publish, report, observe, parent, bridge } = channels
  const doc = win.document
  const html = doc.documentElement

  // The first view hydrates the prerendered markup when it fits, else replaces whatever the document showed.
  const show = viewIn(container, doc, pick)

  /** The promise's value, or undefined once `ms` have passed: the waits of start-up, on the injected window's clock. */
  const atMost = <T,>(promise: Promise<T>, ms: number) =>
    Promise.race([promise, new Promise<undefined>((done) => win.setTimeout(done, ms))])

  /** Which strategy the dialog shows, once the shell is up: analytics and error tags name it (spec §7). */
  let host: StrategyHost | null = null
  // Telemetry loads after the first screen, or after a failed load: what failed before it must still be reported.
  const wireTelemetry = telemetryWiring(win, details && strategy ? { details, strategy } : null, () => host, {
    publish,
    report,
    observe,
  })

  let loading = false
  // A failed load offers a retry that repeats only this step: the start event is not sent twice.
  const load = async (): Promise<void> => {
    if (loading) return
    loading = true
    try {
      // The strategy's registry entry, resolved once: its text, its screen and how the shell shows it. The
      // document's own family's is here already; another's (a hint that did not fit) comes with every family's.
      const entry = strategy ? await loadEntry(strategy.type) : null
      // The strategy's chunk downloads beside the text: one round trip for both.
      const [text, screen, known] = await bringUp(
        requestedLocale,
        entry,
        awaitResume ? atMost(resumeAnswer, RESUME_WAIT_MS) : undefined,
      )
      render(text, screen, known, entry)
    } catch (error) {
      // Spec §8: a chunk that did not load and a security error are events of their own.
      const security = tellLoadFailure(bridge, error)
      report.call(error)
      const telemetryWired = wireTelemetry(requestedLocale)
      // The page may take the frame away as soon as the flow ends: the report waits in the late sink until
      // telemetry is wired, which flushes it as the frame goes. Never longer than a shopper should wait.
      const leave = () => leaveUnloaded(flow, strategy, security, atMost(telemetryWired, TELEMETRY_WAIT_MS))
      show(<LoadFailure error={error} onRetry={load} onLeave={flow.settled.peek() ? undefined : leave} />)
    } finally {
      loading = false
    }
  }

  const render = (
    loaded: Awaited<ReturnType<typeof loadText>>,
    screen: ScreenModule | null,
    known: unknown,
    entry: Entry | null,
  ) => {
    html.lang = loaded.locale

    tellLoaded(flow, parsed, loaded, requestedLocale)

    const text = signal(createText(loaded.locale, loaded.dictionary))
    if (loaded.partial) completeLater(text, requestedLocale, entry?.info?.namespace)
    const cancel = cancelOnce(flow, report.call, () => [http!, details!.url])
    const shell = shellView({
      flow,
      text,
      locale: loaded.locale,
      switches,
      publish: publish.call,
      report: report.call,
      // Focus is held in the frame only while the page shows it as a modal and the flow runs.
      containFocus: () => parent.presentation.value === 'modal' && !flow.settled.value,
      session:
        details && strategy && screen && http && entry
          ? {
              details,
              http,
              strategy,
              screen,
              entry,
              cancel,
              kycAnytime: launch.kycAnytime,
              resume: { known, answer: resumeAnswer, started: awaitResume && known === undefined },
              initialPath: initialPath(details, awaitResume),
            }
          : null,
    })
    // Hydrated only with the text the markup was rendered in (the document's own block).
    host = shell.host
    show(shell.view, pick >= 0 && !!loaded.partial)
    // For real-user monitoring and the tests: when the first screen was drawn.
    performance.mark?.('idv-first-screen')
    // The first screen is up: once it has painted, fetch what it held back, so each piece is here before a tap
    // needs it, and telemetry (its calls wait in the late sinks): neither is worth a frame of the first tap.
    afterPaint(() => {
      heldBack.load().catch(report.call)
      void wireTelemetry(loaded.locale)
      // Every family's entry, for a switch of method.
      prefetchFamilies()
    })
  }

  await load()
}

/** What start-up learnt that the page and analytics are told: a bad token, defaulted details, the text it fell back to. */
function tellLoaded(
  flow: Flow,
  parsed: ReturnType<typeof parseClientToken>,
  loaded: Awaited<ReturnType<typeof loadText>>,
  requestedLocale: string,
) {
  if (!parsed.ok) flow.fail({ strategy: 'generic', reason: 'technical-issue', error: INVALID_TOKEN_DETAILS })
  else if (parsed.defaulted.length) flow.event('session_details_defaulted', { fields: parsed.defaulted })
  if (loaded.unsupported) flow.event('unsupported_locale', { requested: requestedLocale, served: loaded.locale })
  // The edge already filled these from the base language; report them so they get translated.
  if (loaded.missing.length) flow.event('missing_translation', { locale: loaded.locale, keys: loaded.missing })
}

/** The load failure's way back to the checkout, once its report had its chance to leave (`reported`). */
async function leaveUnloaded(
  flow: Flow,
  strategy: Strategy | undefined,
  security: unknown,
  reported: Promise<unknown>,
) {
  await reported
  flow.completeWithFailure({
    strategy: strategy?.type ?? 'generic',
    market: strategy?.market,
    reason: 'technical-issue',
    error: 'widget could not load',
    ...(security ? { event: 'security_error' } : {}),
  })
}

/**
 * The document's text leaves out what only the held-back pieces and a family's
 * later parts show: it comes with the held-back pieces, and the later parts wait
 * for it (kit/later-text.ts).
 */
function completeLater(text: Signal<Text>, requestedLocale: string, namespace: string | undefined) {
  const first = text.peek()
  heldBack.need(async () => {
    const complete = await loadText(requestedLocale, config.textVersion, namespace, fetch, null)
    // Unless the shopper has moved on to another strategy, whose text is complete already.
    if (text.peek() === first) text.value = createText(complete.locale, complete.dictionary)
  })
  laterText.provide(() => heldBack.load())
}

/** Spec §8: a chunk that did not load, and a security error (a host's CSP or sandbox mistake, usually), each an event of its own; returns the security error. */
function tellLoadFailure(bridge: ParentBridge, error: unknown) {
  if (isWidgetError(error, 'chunk-load')) bridge.post('onEvent', { name: 'chunk_load_error', error: error.message })
  const security = securityErrorIn(error)
  if (security) bridge.post('onEvent', { name: 'security_error', error: String(security) })
  return security
}

type Sink<Args extends unknown[]> = ReturnType<typeof createLateSink<Args>>

/**
 * Telemetry, loaded once (`wire(locale)`), after the first screen or after a
 * failed load; its calls wait in the late sinks until then. `session` is
 * none when the token was invalid: errors are still reported, without it.
 */
function telemetryWiring(
  win: Window,
  session: { details: SessionDetails; strategy: Strategy } | null,
  host: () => StrategyHost | null,
  sinks: {
    publish: Sink<Parameters<Publish>>
    report: Sink<[unknown]>
    observe: Sink<[ParentMessageType, Record<string, unknown>]>
  },
): (locale: string) => Promise<void> {
  let wired: Promise<void> | null = null
  return (locale) =>
    (wired ??= import('../telemetry').then(
      ({ wireTelemetry }) => {
        const telemetry = wireTelemetry(
          win,
          config.version,
          session && {
            sessionId: session.details.session_id,
            biUrl: session.details.bi_url,
            strategy: session.strategy.type,
            currentStrategy: () => host()?.shown()?.type ?? session.strategy.type,
            locale,
            experiments: session.details.experiments,
            uiContext: session.details.presentation_data.ui_context,
            clientName: session.details.client_name,
          },
        )
        sinks.publish.attach(telemetry.publish)
        sinks.report.attach(telemetry.report)
        sinks.observe.attach(telemetry.observe)
      },
      // Telemetry is never worth a broken checkout.
      () => {},
    ))
}

/**
 * The session's cancel (spec §4), held back from the first screen
 * (app/held-back.ts) and made once: one cancel at a time. `where` gives the
 * session's client and URL when a cancel is asked for (only a valid session
 * offers one).
 */
function cancelOnce(
  flow: { abort(payload?: Record<string, unknown>): void },
  report: (error: unknown) => void,
  where: () => [HttpClient, string],
): (reason: CancelReason) => Promise<void> {
  let cancelSession: Promise<CancelSession> | undefined
  return (reason) =>
    (cancelSession ??= heldBack.load().then((m) => m.createCancelSession(...where(), flow)))
      .then((run) => run(reason))
      // A failed cancel has already ended the flow (onAbort without a token); so has a cancel that could
      // not even load (spec §4: a failed cancel aborts with nothing). The error goes to reporting.
      .catch((error: unknown) => {
        flow.abort({})
        report(error)
      })
}

/**
 * Shows a view in the container: the first one hydrates the prerendered
 * markup when `hydrate` (the alternative `pick` the page showed, if any),
 * else replaces whatever the document showed; later ones render over it.
 */
function viewIn(container: HTMLElement, doc: Document, pick: number) {
  const html = doc.documentElement
  let root: ReturnType<typeof createRoot> | null = null
  return (view: ReactNode, hydrate = false) => {
    if (root) return root.render(view)
    // The alternative the page showed, when it did, becomes the root's own markup (its nodes, not copies: what the shopper sees and touches).
    const alternative = pick > 0 ? doc.querySelector(`[data-idv-alt="${pick}"]`) : null
    if (hydrate && alternative) container.replaceChildren(...alternative.childNodes)
    for (const unused of doc.querySelectorAll('[data-idv-alt], [data-idv-fallback]')) unused.remove()
    if (hydrate) root = hydrateRoot(container, view)
    else {
      container.textContent = ''
      root = createRoot(container)
      root.render(view)
    }
    delete html.dataset.idvStale
    delete html.dataset.idvPick
    replayEarlyTap(doc)
  }
}
