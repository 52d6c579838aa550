/**
 * Locale ids are folder names under locales/: a language (`sv`) or an English
 * market variant (`en_mx`). Shared by the widget and the edge so both resolve
 * a session's locale the same way.
 */
export const BASE_LOCALE = 'en'

export interface ResolvedLocale {
  /** The locale whose text is served. */
  id: string
  /** False when the request named a locale we do not have (worth reporting). */
  exact: boolean
}

/**
 * Normalises any common spelling (`sv`, `sv-SE`, `sv_SE`, `en_mx`, `EN-mx`)
 * and walks the fallback chain `ll_cc → ll → base`. typesafe-i18n's own
 * detector splits only on `-`, hence this.
 */
export function resolveLocale(raw: string, available: ReadonlySet<string> | readonly string[]): ResolvedLocale {
  const has = (id: string) => ('has' in available ? available.has(id) : available.includes(id))
  const [language = '', region] = raw.trim().toLowerCase().replaceAll('-', '_').split('_')
  if (region && has(`${language}_${region}`)) return { id: `${language}_${region}`, exact: true }
  // A region we have no variant for still reads its language (`sv_FI` → sv).
  if (has(language)) return { id: language, exact: true }
  return { id: BASE_LOCALE, exact: false }
}

/** Base-first chain of locales whose text a locale inherits: en_mx → [en, en_mx]. */
export function inheritanceChain(id: string): string[] {
  const language = id.split('_')[0] ?? BASE_LOCALE
  const chain = [BASE_LOCALE]
  if (language !== BASE_LOCALE) chain.push(language)
  if (id !== language) chain.push(id)
  return chain
}
