import { TEXT_BLOCK_ID } from '../../contracts/text-block'
import type { Translations } from '../../locales/i18n-types'
import { resolveLocale } from '../../locales/locale'
import { config } from '../config'
import { WidgetError } from '../widget-error'

type Dictionary = { [key: string]: string | Dictionary }

/**
 * Nested objects of strings, nothing else: text is rendered, never
 * evaluated. Checked by hand (no schema library on the first screen): the
 * whole contract is this one recursive rule.
 */
export const isDictionary = (value: unknown, depth = 0): value is Dictionary =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  depth < 6 &&
  Object.values(value).every((entry) =>
    typeof entry === 'string' ? entry.length <= 4000 : isDictionary(entry, depth + 1),
  )

export interface LoadedText {
  /** BCP 47 tag the edge served (after fallbacks); Intl formats with it. */
  locale: string
  dictionary: Translations
  /** Keys the edge filled from the base language, to report. */
  missing: string[]
  /** The requested locale was not supported and English was served. */
  unsupported: boolean
  /** The first-screen document's text: the groups only held-back pieces show are still to come (tools/build/document/text-body.ts). */
  partial?: boolean
}

/** The text's own list of gaps (`$missing`, root and namespace) taken out of it. */
function loaded(parsed: Dictionary, namespace: string | undefined, locale: string, unsupported: boolean): LoadedText {
  const { $missing: rootMissing, ...dictionary } = parsed
  const ns = namespace ? dictionary[namespace] : undefined
  const nsMissing = typeof ns === 'object' ? ns.$missing : undefined
  // At most 100: enough to act on, and within what the analytics relay forwards of an event (edge/RELAY_API.md).
  const missing = [rootMissing, nsMissing]
    .flatMap((list) => (typeof list === 'string' ? list.split(' ') : []))
    .slice(0, 100)
  return { locale, dictionary: dictionary as unknown as Translations, missing, unsupported }
}

/**
 * The text the first-screen document carries (tools/build/document/compose.ts), if
 * it is the text asked for: the hints in the widget URL chose it, the token
 * decides. A block for another locale or namespace (a hint that disagrees
 * with the token), or one that does not read as text, is not used: the
 * widget then fetches what it lacks.
 */
export function inlineText(
  requested: string,
  namespace: string | undefined,
  doc: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): LoadedText | null {
  const block = doc?.getElementById(TEXT_BLOCK_ID)
  if (!block || block.dataset.namespace !== (namespace ?? '')) return null
  const resolved = resolveLocale(requested, config.locales)
  if (block.dataset.locale !== resolved.id) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(block.textContent ?? '')
  } catch {
    return null
  }
  return isDictionary(parsed)
    ? {
        ...loaded(parsed, namespace, block.dataset.language || 'en', !resolved.exact),
        partial: block.dataset.heldBack !== undefined,
      }
    : null
}

/**
 * The locale's precompiled text, with the strategy's namespace in the same
 * response: from the document when it carries it, else fetched from the
 * edge, which resolves spellings and fallbacks; `version` makes that URL
 * immutable-cacheable.
 */
export async function loadText(
  locale: string,
  version: string,
  namespace?: string,
  fetchImpl: typeof fetch = fetch,
  doc?: Pick<Document, 'getElementById'> | null,
): Promise<LoadedText> {
  // `doc` null: the complete text, from the edge, whatever the document carries. The document's text block
  // comes before the script that starts the widget (tools/build/document/compose.ts): when it is there, it is in.
  const carried = doc === null ? null : inlineText(locale, namespace, doc)
  if (carried) return carried
  const query = new URLSearchParams({ v: version })
  if (namespace) query.set('ns', namespace)
  let response: Response
  try {
    response = await fetchImpl(`/v1/text/${encodeURIComponent(locale.toLowerCase())}?${query}`, { credentials: 'omit' })
  } catch (cause) {
    throw new WidgetError('network', 'Text could not be loaded', { cause })
  }
  if (!response.ok) throw new WidgetError('text-load', `Text answered ${response.status}`, { status: response.status })
  const parsed: unknown = await response.json().catch(() => null)
  if (!isDictionary(parsed)) throw new WidgetError('text-load', 'Text is not a dictionary')
  return loaded(
    parsed,
    namespace,
    response.headers.get('content-language') ?? 'en',
    response.headers.get('x-text-fallback') === 'unsupported-locale',
  )
}
