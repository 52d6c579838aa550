/** Precompiled JSON text with its strong validator (tools/build/compile-text.ts). */
export interface CompiledText {
  /** Unquoted strong validator of `body`. */
  etag: string
  body: string
  /** Namespaces served with this one (contracts/companions.ts). */
  with?: string[]
}

/** What textBody needs of a compiled locale. */
export interface LocaleTexts {
  root: CompiledText
  namespaces: Record<string, CompiledText>
}

/** A namespace and its companions, in the order they are spliced in. */
const partsOf = (locale: LocaleTexts, namespace: string) =>
  [namespace, ...(locale.namespaces[namespace]!.with ?? [])].flatMap((name) =>
    locale.namespaces[name] ? [[name, locale.namespaces[name]] as const] : [],
  )

/**
 * The root text, with one strategy namespace (and its companions) spliced
 * in when asked for, so the first screen gets all its text in one response.
 * Every part is a precompiled JSON object; joining them needs no parse.
 * Dependency-free: the build composes the first-screen documents with it too.
 */
export function textBody(locale: LocaleTexts, namespace?: string | null): CompiledText {
  const ns = namespace ? locale.namespaces[namespace] : undefined
  if (!ns) return { etag: locale.root.etag, body: locale.root.body }
  const parts = partsOf(locale, namespace!)
  return {
    etag: [locale.root.etag, ...parts.map(([, part]) => part.etag)].join('.'),
    body: `${locale.root.body.slice(0, -1)}${parts.map(([name, part]) => `,${JSON.stringify(name)}:${part.body}`).join('')}}`,
  }
}

/**
 * Text groups only the pieces held back from the first screen use (the
 * failure screen's `failure.<reason>` entries, the cancel confirmation's
 * `cancel` texts, the last step's `success` and the crash's `closing`, in the root and in each
 * namespace): the first-screen
 * document leaves them out, and the widget fetches the complete text right
 * after the first screen, with those pieces (widget/app/held-back.ts).
 * Only groups (objects) are left out; a string of the same name (a button's
 * label) stays.
 */
export const HELD_BACK_TEXT = ['failure', 'cancel', 'success', 'closing'] as const

const withoutHeldBack = (group: Record<string, unknown>) => {
  for (const name of HELD_BACK_TEXT) if (typeof group[name] === 'object') delete group[name]
  return group
}

/**
 * Every word of a document's script: the names it can read text by. Text is
 * read by name (`text.common.close()`, `{ title } = text.consent`, a key in
 * a table of names), and a minifier keeps property names, so a root text
 * whose name is not among them is one the script never reads.
 */
export const wordsOf = (code: readonly string[]): ReadonlySet<string> =>
  new Set(code.flatMap((piece) => piece.match(/[A-Za-z_$][\w$]*/g) ?? []))

/**
 * The text a first screen shows: the root, the namespace and its companions, without HELD_BACK_TEXT,
 * nor the namespace's `later` groups and texts (what only the family's lazy parts show: contracts/screen-catalog.ts).
 * With `named` (`wordsOf` the document's script), the root's groups and texts that script never names are left out
 * too: another family's words (a consent's decline, "Show more"). Everything else that shows text waits for the
 * complete text, which comes right after the first screen: the held-back pieces, a family's lazy parts
 * (kit/later-text.ts), another strategy after a switch (app/switch-strategy.ts). The namespace is left as
 * it is: families read parts of theirs by computed keys (`t.hints[message]`).
 */
export function firstScreenBody(
  locale: LocaleTexts,
  namespace?: string | null,
  later: readonly string[] = [],
  named?: ReadonlySet<string>,
): string {
  const text = withoutHeldBack(JSON.parse(textBody(locale, namespace).body) as Record<string, unknown>)
  const spliced = namespace && locale.namespaces[namespace] ? partsOf(locale, namespace).map(([name]) => name) : []
  for (const name of spliced) if (typeof text[name] === 'object') withoutHeldBack(text[name] as Record<string, unknown>)
  const own = namespace ? (text[namespace] as Record<string, unknown> | undefined) : undefined
  if (own) for (const name of later) delete own[name]
  if (named)
    for (const [name, group] of Object.entries(text)) {
      if (spliced.includes(name) || typeof group !== 'object' || group === null) continue
      const texts = group as Record<string, unknown>
      if (named.has(name)) for (const key of Object.keys(texts)) if (!named.has(key)) delete texts[key]
      if (!named.has(name) || !Object.keys(texts).length) delete text[name]
    }
  return JSON.stringify(text)
}
