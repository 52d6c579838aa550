import { resolveLocale } from '../../locales/locale'
// Written by build.mjs: every locale's complete dictionary, serialised once.
import bundle from '../../.build/text.json'

export interface CompiledLocale {
  /** Strong validator of `body`, quoted. */
  etag: string
  /** BCP 47 tag for Content-Language (`en-MX`). */
  language: string
  body: string
}

export interface TextBundle {
  version: string
  locales: Record<string, CompiledLocale>
}

export const textBundle: TextBundle = bundle

const available = new Set(Object.keys(textBundle.locales))

/** The text to serve for any spelling of a locale, after the `en_mx → en → base` fallback. */
export function findText(raw: string, from: TextBundle = textBundle): { id: string; exact: boolean; text: CompiledLocale } {
  const resolved = resolveLocale(raw, from === textBundle ? available : Object.keys(from.locales))
  return { ...resolved, text: from.locales[resolved.id]! }
}
