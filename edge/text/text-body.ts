/** Precompiled JSON text with its strong validator (tools/compile-text.mjs). */
export interface CompiledText {
  /** Unquoted strong validator of `body`. */
  etag: string
  body: string
}

/** What textBody needs of a compiled locale. */
export interface LocaleTexts {
  root: CompiledText
  namespaces: Record<string, CompiledText>
}

/**
 * The root text, with one strategy namespace spliced in when asked for, so
 * the first screen gets all its text in one response. Both parts are
 * precompiled JSON objects; joining them needs no parse. Dependency-free:
 * the build composes the first-screen documents with it too.
 */
export function textBody(locale: LocaleTexts, namespace?: string | null): CompiledText {
  const ns = namespace ? locale.namespaces[namespace] : undefined
  if (!ns) return { etag: locale.root.etag, body: locale.root.body }
  return {
    etag: `${locale.root.etag}.${ns.etag}`,
    body: `${locale.root.body.slice(0, -1)},${JSON.stringify(namespace)}:${ns.body}}`,
  }
}
