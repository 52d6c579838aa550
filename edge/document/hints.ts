import { resolveLocale } from '../../locales/locale'
import { screenTypeOf } from '../../contracts/screen-type'
import { LOCALE_TAG } from '../../contracts/locale-tag'

/** Which first-screen document a request names: a screen type ('' for none) and a locale id ('' for none). */
export interface DocumentChoice {
  type: string
  locale: string
}

const SCREEN = /^[A-Za-z0-9_-]{1,60}$/

/**
 * docs/architecture.md "Widget URL hints": the widget URL's `?l=<locale>&s=<screen type>`
 * only choose what the edge inlines; the token stays the truth. A hint the
 * edge cannot use is ignored, never refused (the widget must still start):
 * an unknown or malformed screen type gives the document without a screen,
 * and text is inlined only beside a screen (its namespace is part of it).
 * A well-formed locale the edge lacks falls back as the text route does
 * (`sv-FI` → sv, `xx` → en), so the widget can still use the text it got.
 * `s` may be a screen type (`bank-id-se`) or a strategy type (`otp_phone`).
 */
export function chooseDocument(
  hints: { l?: string; s?: string },
  screens: Readonly<Record<string, unknown>>,
  locales: readonly string[],
): DocumentChoice {
  const type = hints.s && SCREEN.test(hints.s) ? screenTypeOf(hints.s.toLowerCase()) : ''
  if (!type || !Object.hasOwn(screens, type)) return { type: '', locale: '' }
  const locale = hints.l && LOCALE_TAG.test(hints.l) ? resolveLocale(hints.l, locales).id : ''
  return { type, locale }
}
