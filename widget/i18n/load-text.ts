import * as v from 'valibot'
import type { Translation } from '../../locales/i18n-types'
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

/**
 * Fetches the locale's precompiled text from the edge. The edge resolves
 * spellings and fallbacks; `version` makes the URL immutable-cacheable.
 */
export async function loadText(
  locale: string,
  version: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ locale: string; dictionary: Translation }> {
  let response: Response
  try {
    response = await fetchImpl(`/v1/text/${encodeURIComponent(locale.toLowerCase())}?v=${encodeURIComponent(version)}`, {
      credentials: 'omit',
    })
  } catch (cause) {
    throw new WidgetError('network', 'Text could not be loaded', { cause })
  }
  if (!response.ok) throw new WidgetError('text-load', `Text answered ${response.status}`, { status: response.status })
  const parsed = v.safeParse(Dictionary, await response.json().catch(() => null))
  if (!parsed.success) throw new WidgetError('text-load', 'Text is not a dictionary')
  // The edge names the locale it actually served (after fallbacks); Intl formats with it.
  const served = response.headers.get('content-language') ?? 'en'
  return { locale: served, dictionary: parsed.output as unknown as Translation }
}
