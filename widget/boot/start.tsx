import { createRoot } from 'react-dom/client'
import { App } from '../app/App'
import { createFlow } from '../app/flow'
import { loadScreen, textNamespaceOf } from '../app/screen-registry'
import { createParentBridge } from '../bridge/parent-bridge'
import { config } from '../config'
import { loadText } from '../i18n/load-text'
import { TextContext, createText } from '../i18n/text'
import { createHttpClient } from '../session-api/http-client'
import { applyColorScheme, chooseColorScheme } from '../theme/theme'
import { parseClientToken } from './client-token'
import { initialPath } from './initial-path'
import { readLaunchParams } from './launch-params'
import { TextLoadFailure } from './TextLoadFailure'

export const INVALID_TOKEN_DETAILS = 'Invalid token details'

/**
 * Spec §4 startup: validate the token and session details, load the text
 * (the strategy's chunk downloads meanwhile), then render. Nothing but the
 * HTML's spinner shows until the text is here.
 */
export async function start(container: HTMLElement, win: Window = window): Promise<void> {
  const root = createRoot(container)
  const launch = readLaunchParams(win.location)
  const bridge = createParentBridge(win)
  bridge.post('onEvent', { name: 'start' })

  const parsed = parseClientToken(launch.clientToken, config)
  const details = parsed.ok ? parsed.details : null
  if (!parsed.ok) console.warn(`[idv-widget] ${INVALID_TOKEN_DETAILS}:`, parsed.issues)
  applyColorScheme(win.document.documentElement, chooseColorScheme(details?.presentation_data.theme?.color_scheme, launch.nativeTheme))

  const strategy = details?.strategies[0]
  // A failed load offers a retry that repeats only this step: the start event is not sent twice.
  const load = async (): Promise<void> => {
    try {
      // The strategy's chunk downloads beside the text: one round trip for both.
      const [text, screen] = await Promise.all([
        loadText(details?.locale ?? win.navigator.language, config.textVersion, strategy && textNamespaceOf(strategy.type)),
        strategy ? loadScreen(strategy.type) : null,
      ])
      render(text, screen)
    } catch (error) {
      root.render(<TextLoadFailure error={error} onRetry={() => void load()} />)
    }
  }

  const render = (text: Awaited<ReturnType<typeof loadText>>, screen: Awaited<ReturnType<typeof loadScreen>> | null) => {
    win.document.documentElement.lang = text.locale

    const flow = createFlow(bridge, { hideErrorScreen: details?.presentation_data.hide_error_screen ?? false })
    if (!parsed.ok) flow.fail({ strategy: 'generic', reason: 'technical-issue', error: INVALID_TOKEN_DETAILS })
    if (text.unsupported) flow.event('unsupported_locale', { requested: details?.locale ?? win.navigator.language, served: text.locale })
    // The edge already filled these from the base language; report them so they get translated.
    if (text.missing.length) flow.event('missing_translation', { locale: text.locale, keys: text.missing })

    const session =
      parsed.ok && details && strategy && screen
        ? {
            props: { details, strategy, http: createHttpClient(parsed.token) },
            Screen: screen.default,
            initialPath: initialPath(details),
          }
        : null

    root.render(
      <TextContext.Provider value={createText(text.locale, text.dictionary)}>
        <App flow={flow} session={session} />
      </TextContext.Provider>,
    )
  }

  await load()
}
