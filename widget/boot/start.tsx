import { createRoot } from 'react-dom/client'
import { App } from '../app/App'
import { createFlow } from '../app/flow'
import { createLateSink, type Publish } from '../app/late-sink'
import { loadScreen, screenEntry, textNamespaceOf } from '../app/screen-registry'
import type { ScreenProps } from '../app/screen-props'
import { resolveSwitches } from '../app/switches'
import { createParentBridge, type ParentBridge, type ParentMessageType } from '../bridge/parent-bridge'
import { config } from '../config'
import { loadText } from '../i18n/load-text'
import { TextContext, createText } from '../i18n/text'
import { createCancelSession } from '../session-api/cancel-session'
import { createHttpClient } from '../session-api/http-client'
import { applyColorScheme, chooseColorScheme } from '../theme/theme'
import { isWidgetError } from '../widget-error'
import { parseClientToken } from './client-token'
import { initialPath } from './initial-path'
import { readLaunchParams } from './launch-params'
import { LoadFailure } from './LoadFailure'

export const INVALID_TOKEN_DETAILS = 'Invalid token details'

/**
 * Spec §4 startup: validate the token and session details, load the text
 * (the strategy's chunk downloads meanwhile), then render. Nothing but the
 * HTML's skeleton shows until the text is here.
 */
export async function start(container: HTMLElement, win: Window = window): Promise<void> {
  const root = createRoot(container)
  const launch = readLaunchParams(win.location)
  // Telemetry loads after the first screen; until then its calls wait here.
  const publish = createLateSink<Parameters<Publish>>()
  const report = createLateSink<[unknown]>()
  const observe = createLateSink<[ParentMessageType, Record<string, unknown>]>()
  const parent = createParentBridge(win)
  const bridge: ParentBridge = {
    post(type, payload) {
      parent.post(type, payload)
      observe.call(type, payload)
    },
  }
  bridge.post('onEvent', { name: 'start' })

  const parsed = parseClientToken(launch.clientToken, config)
  const details = parsed.ok ? parsed.details : null
  if (!parsed.ok) console.warn(`[idv-widget] ${INVALID_TOKEN_DETAILS}:`, parsed.issues)
  const html = win.document.documentElement
  applyColorScheme(html, chooseColorScheme(details?.presentation_data.theme?.color_scheme, launch.nativeTheme))
  const switches = resolveSwitches(details?.presentation_data.features)
  if (switches.skipAnimations) html.dataset.skipAnimations = ''

  const strategy = details?.strategies[0]
  const requestedLocale = details?.locale ?? win.navigator.language
  let loading = false
  // A failed load offers a retry that repeats only this step: the start event is not sent twice.
  const load = async (): Promise<void> => {
    if (loading) return
    loading = true
    try {
      // The strategy's chunk downloads beside the text: one round trip for both.
      const [text, screen] = await Promise.all([
        loadText(requestedLocale, config.textVersion, strategy && textNamespaceOf(strategy.type)),
        strategy ? loadScreen(strategy.type) : null,
      ])
      render(text, screen)
    } catch (error) {
      if (isWidgetError(error, 'chunk-load')) bridge.post('onEvent', { name: 'chunk_load_error', error: error.message })
      report.call(error)
      root.render(<LoadFailure error={error} onRetry={() => void load()} />)
    } finally {
      loading = false
    }
  }

  const render = (text: Awaited<ReturnType<typeof loadText>>, screen: Awaited<ReturnType<typeof loadScreen>> | null) => {
    html.lang = text.locale

    const flow = createFlow(bridge, { hideErrorScreen: details?.presentation_data.hide_error_screen ?? false, publish: publish.call, market: strategy?.market })
    if (!parsed.ok) flow.fail({ strategy: 'generic', reason: 'technical-issue', error: INVALID_TOKEN_DETAILS })
    if (text.unsupported) flow.event('unsupported_locale', { requested: requestedLocale, served: text.locale })
    // The edge already filled these from the base language; report them so they get translated.
    if (text.missing.length) flow.event('missing_translation', { locale: text.locale, keys: text.missing })

    let session = null
    let close: (() => void) | undefined
    if (parsed.ok && details && strategy && screen) {
      const http = createHttpClient(parsed.token)
      const cancel = createCancelSession(http, details.url, flow)
      close = () => void cancel().catch(report.call)
      const entry = screenEntry(strategy.type)
      const base: ScreenProps = { details, strategy, http, flow }
      session = {
        props: { ...base, ...entry.extras?.(base, { kycAnytime: launch.kycAnytime }) },
        Screen: screen.default,
        guarded: !!entry.guarded,
        initialPath: initialPath(details),
      }
    }

    root.render(
      <TextContext.Provider value={createText(text.locale, text.dictionary)}>
        <App flow={flow} session={session} report={report.call} shell={{ strategyType: strategy?.type ?? 'generic', switches, publish: publish.call, close }} />
      </TextContext.Provider>,
    )

    void import('../telemetry').then(
      ({ wireTelemetry }) => {
        const telemetry = wireTelemetry(
          win,
          config.version,
          details && strategy
            ? { sessionId: details.session_id, biUrl: details.bi_url, strategy: strategy.type, locale: text.locale, experiments: details.experiments, uiContext: details.presentation_data.ui_context, clientName: details.client_name }
            : null,
        )
        publish.attach(telemetry.publish)
        report.attach(telemetry.report)
        observe.attach(telemetry.observe)
      },
      // Telemetry is never worth a broken checkout.
      () => {},
    )
  }

  await load()
}
