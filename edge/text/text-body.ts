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

/**
 * Text groups only the pieces held back from the first screen use (the
 * failure screen's `failure.<reason>` entries and the cancel confirmation's
 * `cancel` texts, in the root and in each namespace): the first-screen
 * document leaves them out, and the widget fetches the complete text right
 * after the first screen, with those pieces (widget/app/held-back.ts).
 * Only groups (objects) are left out; a string of the same name (a button's
 * label) stays.
 */
export const HELD_BACK_TEXT = ['failure', 'cancel'] as const

const withoutHeldBack = (group: Record<string, unknown>) => {
  for (const name of HELD_BACK_TEXT) if (typeof group[name] === 'object') delete group[name]
  return group
}

/** The text a first screen shows: the root and the namespace, without HELD_BACK_TEXT. */
export function firstScreenBody(locale: LocaleTexts, namespace?: string | null): string {
  const text = withoutHeldBack(JSON.parse(textBody(locale, namespace).body) as Record<string, unknown>)
  if (namespace && typeof text[namespace] === 'object') withoutHeldBack(text[namespace] as Record<string, unknown>)
  return JSON.stringify(text)
}
