import type { PrerenderAssumptions } from './prerender-assumptions.ts'

/**
 * The short names the build writes for readable ones, checked in as preact's
 * mangle.json is: every document and bundle of one build, and of the next,
 * spells a name the same. Imported by the build and by tests of its output,
 * never by the widget at run time (its source says the readable names).
 *
 * `props`: the prerender assumptions' keys (./prerender-assumptions.ts), the
 * one-letter keys of the document's `data-idv-prerender` JSON; esbuild renames
 * the widget's reads of them to the same (`mangleProps` with this map as its
 * `mangleCache`: MANGLE_PROPS below).
 */
export const SHORT_PROPS = {
  assumedLocale: 'l',
  assumedTypes: 't',
  assumedFirstName: 'n',
  assumedMarkets: 'm',
  assumedDefaults: 'f',
  assumedFlows: 'w',
  assumedKycAnytime: 'k',
} as const satisfies Record<keyof PrerenderAssumptions, string>

/**
 * The globals a document's script and the lazy chunks share the runtime
 * through (tools/build/shared-runtime.ts): the lookup a chunk calls with an
 * export's key, and the table behind it. Window globals of the frame, so
 * prefixed; short, as every chunk says them.
 */
export const SHORT_GLOBALS = {
  runtimeLookup: '__idvR',
  runtimeTable: '__idvT',
  sharedModules: '__idvS',
} as const

type Readable = keyof typeof SHORT_PROPS

/** `object` with its readable keys as the output spells them; fails on a key the map lacks. */
export function shortKeys(object: Partial<Record<Readable, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => {
      const short = SHORT_PROPS[key as Readable]
      if (!short) throw new Error(`${key} has no short name in contracts/short-names.ts`)
      return [short, value]
    }),
  )
}

/**
 * What esbuild needs to write the readable props as their short names in the
 * widget's bundles: every property of exactly these names, and only them
 * (a readable name must not be any other property's, so each says `assumed…`).
 */
export const MANGLE_PROPS = {
  mangleProps: new RegExp(`^(?:${Object.keys(SHORT_PROPS).join('|')})$`),
  mangleCache: { ...SHORT_PROPS } as Record<string, string>,
}
