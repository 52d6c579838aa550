import { resolveLocale } from '../../locales/locale'
// Written by build.mjs (tools/compile-text.mjs): every locale's complete text, serialised once.
import bundle from '../../.build/text.json'

export interface CompiledText {
  /** Unquoted strong validator of `body`. */
  etag: string
  body: string
  /** Namespaces served with this one (locales/companions.ts). */
  with?: string[]
}

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

/**
 * The root text, with one strategy namespace (and its companions) spliced
 * in when asked for, so the first screen gets all its text in one response.
 * Every part is a precompiled JSON object; joining them needs no parse.
 */
export function textBody(locale: CompiledLocale, namespace?: string): CompiledText {
  const ns = namespace ? locale.namespaces[namespace] : undefined
  if (!ns) return { etag: locale.root.etag, body: locale.root.body }
  const parts = [namespace!, ...(ns.with ?? [])].flatMap((name) => (locale.namespaces[name] ? [[name, locale.namespaces[name]] as const] : []))
  return {
    etag: [locale.root.etag, ...parts.map(([, part]) => part.etag)].join('.'),
    body: `${locale.root.body.slice(0, -1)}${parts.map(([name, part]) => `,${JSON.stringify(name)}:${part.body}`).join('')}}`,
  }
}
