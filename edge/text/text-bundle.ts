import { resolveLocale } from '../../locales/locale'
import type { CompiledText } from './text-body'
// Written by build.mjs (tools/compile-text.mjs): every locale's complete text, serialised once.
import bundle from '../../.build/text.json'

export interface CompiledLocale {
  /** BCP 47 tag for Content-Language (`en-MX`). */
  language: string
  root: CompiledText
  namespaces: Record<string, CompiledText>
  missing: string[]
}

export interface TextBundle {
  version: string
  namespaces: string[]
  locales: Record<string, CompiledLocale>
}

export const textBundle: TextBundle = bundle

const available = new Set(Object.keys(textBundle.locales))

/** The locale to serve for any spelling, after the `en_mx → en → base` fallback. */
export function findLocale(raw: string, from: TextBundle = textBundle) {
  const resolved = resolveLocale(raw, from === textBundle ? available : Object.keys(from.locales))
  return { ...resolved, locale: from.locales[resolved.id]! }
}

export { textBody, type CompiledText } from './text-body'
