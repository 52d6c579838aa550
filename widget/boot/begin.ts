import type { Publish } from '../analytics-events'
import { createLateSink } from '../app/late-sink'
import { prefetchFamilies } from '../app/screen-registry'
import { createParentBridge, type ParentBridge, type ParentMessageType } from '../bridge/parent-bridge'
import { config } from '../config'
import { createFlow } from '../kit/flow'
import { wasStarted } from '../kit/resume-marker'
import { createHttpClient } from '../session-api/http-client'
import type { SessionDetails } from '../session-api/session-details'
import { readState } from '../session-api/strategy-api'
import { applyColorScheme, chooseColorScheme, type ThemeOverride } from '../theme/theme'
import { resolveSwitches } from '../ui/switches'
import { parseClientToken } from './client-token'
import { initialPath } from './initial-path'
import { readLaunchParams } from './launch-params'
import { pickPrerendered, readAssumptions } from './prerender-fit'

export const INVALID_TOKEN_DETAILS = 'Invalid token details'

/**
 * What the start's first part learnt and set going, for the rest (./start.tsx): the launch parameters, the
 * page's channels, the token as parsed, its session details and first strategy, the switches, the locale
 * asked for, the session's client, the resume's answer and whether it is awaited, the flow, and the
 * prerendered step picked. A tuple, not an object: an object's keys would be spelt out in every document's
 * script (about 100 B of brotli), where a tuple's places are not.
 */
export type Begun = ReturnType<typeof begin>

/**
 * The start's first part (spec §4): it needs nothing of the shell that shows
 * the screen, so a document runs it before the rest of its script has come
 * (./begun.ts): the page hears that the widget started, the token is read and
 * checked, the document dressed in the session's theme and switches, where the
 * strategy stands asked for (a reload's resume), the flow made, and the
 * prerendered step this session's picked. Run at the start's call, after the
 * last byte, this was 7-17 ms at 4× CPU before the screen could hydrate.
 */
export function begin(win: Window = window) {
  const launch = readLaunchParams(win.location)
  const channels = parentChannels(win)
  channels.bridge.post('onEvent', { name: 'start' })

  const parsed = parseClientToken(launch.clientToken, config)
  const details = parsed.ok ? parsed.details : null
  if (!parsed.ok) console.warn(`[idv-widget] ${INVALID_TOKEN_DETAILS}:`, parsed.issues)
  const doc = win.document
  const html = doc.documentElement
  const switches = dressDocument(html, details, launch)

  const strategy = details?.strategies[0]
  const requestedLocale = details?.locale ?? win.navigator.language
  const http = parsed.ok ? createHttpClient(parsed.token) : null
  // Where the strategy stands (resume after a reload), asked beside the text and the chunk.
  const resumeAnswer = http && details && strategy ? readState(http, details.url, strategy.type) : Promise.resolve(null)
  // A shopper who had started in this tab sees the step they were on, not a flash of the first one.
  const awaitResume = !!details && !!strategy && wasStarted(details.session_id, strategy.type)
  // The session may have moved on to another family since (a switch before the reload): its entry comes with
  // every family's, fetched beside the resume's answer rather than after it.
  if (awaitResume) prefetchFamilies()
  const flow = createFlow(channels.bridge, {
    hideErrorScreen: details?.presentation_data.hide_error_screen ?? false,
    publish: channels.publish.call,
    market: strategy?.market,
  })
  // The document's prerendered first step this session's is, if any (the head script picked the same: boot/first-paint.ts).
  const pick = details ? prerenderedStep(html, details, launch, requestedLocale, awaitResume) : -1
  return [
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
  ] as const
}

/** Which of the document's prerendered first steps fits this session (-1: none; boot/prerender-fit.ts). */
function prerenderedStep(
  html: HTMLElement,
  details: SessionDetails,
  launch: ReturnType<typeof readLaunchParams>,
  requested: string,
  awaitResume: boolean,
) {
  return pickPrerendered(readAssumptions(html), {
    details,
    launch,
    requested,
    locales: config.locales,
    // A shopper resuming a step after a reload sees that step, not the first.
    firstStep: !awaitResume && initialPath(details) === '/',
  })
}

/**
 * The page's bridge, and the late sinks telemetry attaches to after the first
 * screen (until then its calls wait there); every message to the page is also
 * observed, for the session recorder.
 */
function parentChannels(win: Window) {
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
  return { publish, report, observe, parent, bridge }
}

/** The session's colour scheme and feature switches on the document; returns the switches. */
function dressDocument(html: HTMLElement, details: SessionDetails | null, launch: { nativeTheme: ThemeOverride }) {
  applyColorScheme(html, chooseColorScheme(details?.presentation_data.theme?.color_scheme, launch.nativeTheme))
  const switches = resolveSwitches(details?.presentation_data.features)
  if (switches.skipAnimations) html.dataset.skipAnimations = ''
  return switches
}
