import { config } from '../config'
import { wasStarted } from '../kit/resume-marker'
import { applyColorScheme, chooseColorScheme } from '../theme/theme'
import { holdEarlyTaps } from './early-taps'
import { initialPath } from './initial-path'
import { readLaunchParams } from './launch-params'
import { pickPrerendered, readAssumptions } from './prerender-fit'
import { isObject, readSessionDetails } from '../session-api/session-details'
import { tokenPayload } from '../../contracts/token-payload'

/**
 * The first-screen document's head script (docs/architecture.md "Budgets": painted from
 * the first congestion window), inline and hashed for the CSP
 * (./first-paint-entry.ts runs it). It runs before the body is parsed, so
 * before anything paints:
 *
 * - the token's color scheme (or `native_theme`) applies at once: no flash of
 *   the other theme;
 * - the prerendered first step shows only when this session's first render
 *   would draw that very markup (./prerender-fit.ts), or the alternative the
 *   document carries beside it that it would (`data-idv-pick`): otherwise the
 *   page shows the skeleton (`data-idv-stale`), never a screen the shopper
 *   will not get;
 * - the first name, the one session value a first step's markup leaves a
 *   slot for, fills it (a CSS string, drawn by the stylesheet): the text is
 *   there, and takes its room, from the first paint;
 * - early taps are held for the widget (./early-taps.ts).
 *
 * The token never leaves the fragment: this reads the session details from
 * it with the widget's own reader (its defaults and spellings), keeps them in
 * this page, and leaves the verdict on the token to the widget.
 */
export interface FirstPaintWindow {
  document: Document
  location: Pick<Location, 'hash' | 'search'>
  navigator: Pick<Navigator, 'language'>
}

export function firstPaint(win: FirstPaintWindow, locales: readonly string[] = config.locales): void {
  const html = win.document.documentElement
  const launch = readLaunchParams(win.location)
  const payload = tokenPayload(launch.clientToken)
  const details = isObject(payload) ? readSessionDetails(payload).value : null
  applyColorScheme(html, chooseColorScheme(details?.presentation_data.theme?.color_scheme, launch.nativeTheme))
  const steps = readAssumptions(html)
  if (!steps.length) return
  const strategy = details?.strategies[0]
  const started = !!details && !!strategy && wasStarted(details.session_id, strategy.type)
  const pick = details
    ? pickPrerendered(steps, {
        details,
        launch,
        requested: details.locale ?? win.navigator.language,
        locales,
        firstStep: !started && initialPath(details) === '/',
      })
    : -1
  if (pick < 0) {
    html.dataset.idvStale = ''
    return
  }
  if (pick > 0) html.dataset.idvPick = String(pick)
  if (strategy?.first_name)
    html.style.setProperty('--idv-first-name', JSON.stringify(strategy.first_name).replace(/[\n\r\f]/g, ' '))
  holdEarlyTaps(win.document)
}
