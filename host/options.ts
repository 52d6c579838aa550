import { IdvWidgetError } from './errors'
import { frameTitle } from './frame-title'
import { PRESENTATIONS, type Presentation } from '../contracts/protocol'
import type { OpenOptions } from './types'
import { widgetUrlFor } from './widget-url'

/** What `open()` acts on, once every option has been checked. */
export interface Settings {
  /** The frame's URL, token in its fragment. */
  src: string
  /** The only origin messages are accepted from and posted to. */
  widgetOrigin: string
  presentation: Presentation
  /** Inline only. */
  container: HTMLElement | null
  title: string
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/
const CALLBACKS = ['onEvent', 'onComplete', 'onAbort'] as const
const STRINGS = ['widgetUrl', 'clientToken', 'widgetOrigin', 'title', 'locale'] as const

const invalid = (message: string) => new IdvWidgetError('invalid_options', message)

/** An https URL (http only on loopback, for local development): never `javascript:` or `data:` in a frame. */
function webUrl(raw: string, name: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new IdvWidgetError('invalid_widget_url', `${name} is not an absolute URL`)
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname))) return url
  throw new IdvWidgetError('invalid_widget_url', `${name} must be https (http only on localhost), not ${url.protocol}`)
}

/**
 * Checks `open()`'s options and decides what they mean. Throws an
 * IdvWidgetError naming the option for anything it cannot honour, before
 * anything is added to the page.
 */
export function resolveOptions(options: OpenOptions, doc: Document, scriptOrigin: string): Settings {
  if (!options || typeof options !== 'object') throw invalid('open() takes an options object')
  for (const name of CALLBACKS)
    if (options[name] !== undefined && typeof options[name] !== 'function') throw invalid(`${name} must be a function`)
  for (const name of STRINGS)
    if (options[name] !== undefined && typeof options[name] !== 'string') throw invalid(`${name} must be a string`)
  if (options.widgetUrl !== undefined && options.clientToken !== undefined)
    throw invalid('give widgetUrl or clientToken, not both')

  // Modal unless the page gives the frame a place of its own: a container meant inline before the SDK had a modal.
  const presentation = options.presentation ?? (options.container ? 'inline' : 'modal')
  if (!PRESENTATIONS.includes(presentation))
    throw invalid(`presentation must be 'modal' or 'inline', not ${JSON.stringify(presentation)}`)
  if (presentation === 'modal' && options.container)
    throw invalid(
      "a modal covers the page and takes no container: pass presentation: 'inline' to embed the frame in it",
    )

  const configured = options.widgetOrigin ? webUrl(options.widgetOrigin, 'widgetOrigin').origin : undefined
  const origin = configured ?? scriptOrigin
  if (!options.widgetUrl && !(options.clientToken && origin))
    throw new IdvWidgetError(
      'no_widget_url',
      options.clientToken
        ? 'clientToken needs widgetOrigin when this script was not loaded from the widget’s origin'
        : 'give widgetUrl (from your server) or clientToken',
    )
  // The one place the frame's URL is made: from a client token, with the first screen's hints (`?l=&s=&m=`, docs/architecture.md "Widget URL hints").
  const src = options.widgetUrl ?? widgetUrlFor(origin, options.clientToken!)
  const url = webUrl(src, options.widgetUrl ? 'widgetUrl' : 'widgetOrigin')
  if (configured && url.origin !== configured)
    throw new IdvWidgetError(
      'origin_mismatch',
      `widgetUrl is on ${url.origin}, not on the configured widgetOrigin ${configured}`,
    )

  let container: HTMLElement | null = null
  if (presentation === 'inline') {
    const given = typeof options.container === 'string' ? doc.getElementById(options.container) : options.container
    if (!given)
      throw new IdvWidgetError(
        'no_container',
        options.container
          ? `no element with id "${options.container}" in the page`
          : 'inline presentation needs a container (an element or its id)',
      )
    if (given.nodeType !== 1 || !given.isConnected)
      throw new IdvWidgetError('no_container', 'container must be an element in the page')
    container = given
  }

  return {
    src: url.href,
    widgetOrigin: url.origin,
    presentation,
    container,
    // The frame is named before the widget loads its text: in the session's language where known (the URL's hint), else the page's.
    title: options.title ?? frameTitle(options.locale, url.searchParams.get('l'), doc.documentElement.lang),
  }
}
