import * as v from 'valibot'
import type { Translations } from '../../locales/i18n-types'
import { WidgetError } from '../widget-error'

type Dictionary = { [key: string]: string | Dictionary }

const isDictionary = (value: unknown, depth = 0): value is Dictionary =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  depth < 6 &&
  Object.values(value).every((entry) => (typeof entry === 'string' ? entry.length <= 4000 : isDictionary(entry, depth + 1)))

/** Nested objects of strings, nothing else: text is rendered, never evaluated. */
const Dictionary = v.custom<Dictionary>((value) => isDictionary(value), 'text must be nested objects of strings')

export interface LoadedText {
  /** BCP 47 tag the edge served (after fallbacks); Intl formats with it. */
  locale: string
  dictionary: Translations
  /** Keys the edge filled from the base language, to report. */
  missing: string[]
  /** The requested locale was not supported and English was served. */
  unsupported: boolean
}

/**
 * Fetches the locale's precompiled text from the edge, with the strategy's
 * namespace in the same response. The edge resolves spellings and fallbacks;
 * `version` makes the URL immutable-cacheable.
 */
export async function loadText(locale: string, version: string, namespace?: string, fetchImpl: typeof fetch = fetch): Promise<LoadedText> {
  const query = new URLSearchParams({ v: version })
  if (namespace) query.set('ns', namespace)
  let response: Response
  try {
    response = await fetchImpl(`/v1/text/${encodeURIComponent(locale.toLowerCase())}?${query}`, { credentials: 'omit' })
  } catch (cause) {
    throw new WidgetError('network', 'Text could not be loaded', { cause })
  }
  if (!response.ok) throw new WidgetError('text-load', `Text answered ${response.status}`, { status: response.status })
  const parsed = v.safeParse(Dictionary, await response.json().catch(() => null))
  if (!parsed.success) throw new WidgetError('text-load', 'Text is not a dictionary')

  const { $missing: rootMissing, ...dictionary } = parsed.output
  const ns = namespace ? dictionary[namespace] : undefined
  const nsMissing = typeof ns === 'object' ? ns.$missing : undefined
  // At most 100: enough to act on, and within what the analytics relay forwards of an event (edge/RELAY_API.md).
  const missing = [rootMissing, nsMissing].flatMap((list) => (typeof list === 'string' ? list.split(' ') : [])).slice(0, 100)
  return {
    locale: response.headers.get('content-language') ?? 'en',
    dictionary: dictionary as unknown as Translations,
    missing,
    unsupported: response.headers.get('x-text-fallback') === 'unsupported-locale',
  }
}
