import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'
import type { PrerenderAssumptions } from '../../contracts/prerender-assumptions.ts'
import { DEFAULT_SWITCHES, FEATURE_KEYS, type Switches } from '../../widget/ui/switches.ts'
import type { CompiledLocales } from './compile-text.ts'
import type * as Entry from './prerender/entry.tsx'
import type { PrerenderSession } from './prerender/entry.tsx'
import type { CatalogEntry } from './screen-catalog.ts'

/** Stands for the first name while rendering; becomes a slot the page fills (widget/boot/first-paint.ts). */
const NAME = '\u2063idv-first-name\u2063'
const SLOT = '<span class="idv-slot" data-slot="first_name"></span>'

/** What a session can say that a first step might show differently: each tried against the assumed one. */
const MARKETS = [
  '',
  'SE',
  'NO',
  'FI',
  'DK',
  'DE',
  'AT',
  'CH',
  'NL',
  'BE',
  'FR',
  'IT',
  'ES',
  'PT',
  'PL',
  'CZ',
  'SK',
  'HU',
  'RO',
  'GR',
  'GB',
  'IE',
  'US',
  'CA',
  'MX',
  'AU',
  'NZ',
]
const FLOWS = [
  'generic',
  'signup',
  'purchase',
  'instore-signup',
  'app-shopping',
  'app-shopping-extension',
  'one-klarna-purchase-flow',
  'phone-reset',
]
/** Switches (snake_case, as the session names them) with their defaults: the widget's own (widget/ui/switches.ts). */
const FEATURES = Object.fromEntries(
  Object.entries(FEATURE_KEYS).map(([feature, name]) => [feature, DEFAULT_SWITCHES[name]]),
)

/** The market a locale's shoppers most likely have: the one a document for that locale is rendered for. */
const impliedMarket = (locale: string): string => {
  const [language, region] = locale.split('_')
  if (region) return region.toUpperCase()
  return (
    {
      da: 'DK',
      de: 'DE',
      fi: 'FI',
      nb: 'NO',
      nl: 'NL',
      sv: 'SE',
      fr: 'FR',
      hu: 'HU',
      it: 'IT',
      es: 'ES',
      pl: 'PL',
      pt: 'PT',
      cs: 'CZ',
      el: 'GR',
      ro: 'RO',
      sk: 'SK',
    }[language!] ?? ''
  )
}

/** Every strategy type that shows a screen type (spec §2.1), the commonest first. */
const strategyTypesOf = (type: string): [string, ...string[]] =>
  type === 'otp' ? ['otp_phone', 'otp_email'] : [type.replaceAll('-', '_')]

/**
 * The first steps of the first-screen documents, rendered at build time
 * with the widget's own components (preact-render-to-string), for the
 * browser to paint from the document's first bytes and then hydrate.
 *
 * A document is one per screen type and locale, while a session says much
 * more: which strategy type, market, first name, flow, switches, KYC-anytime
 * mode. So for each screen type the first step is rendered once more for
 * each thing a session could say differently, and the document keeps, as
 * its assumptions (widget/boot/prerender-fit.ts), only what changed the
 * markup, with the values that did not. A session that agrees with all of
 * them gets this markup painted at once and hydrated; any other gets the
 * skeleton, then the right screen. The first name alone is left as a slot,
 * which the head script fills before the first paint.
 *
 * Returns `render(type, locale) → [{ html, assumptions, session }]`: the
 * first step as the document shows it by default, and the alternatives the
 * page may pick instead (a session without a first name); null where there
 * is no first step to show (a market the family has none for).
 */
/** A first step as a document carries it: its markup, what it assumed, and the session it was rendered for. */
export interface PrerenderedStep {
  html: string
  assumptions: PrerenderAssumptions
  session: PrerenderSession
}

/** What createPrerenderer renders with: the widget's build settings, its text and the screen catalog. */
export interface PrerenderOptions {
  root: string
  alias: Record<string, string>
  define: Record<string, string>
  plugins: esbuild.Plugin[]
  text: CompiledLocales
  catalog: CatalogEntry[]
}

/** What a screen type's first step depends on (createPrerenderer), tried around the commonest session. */
interface Dependencies {
  base: PrerenderSession
  /** The strategy types that draw the same markup. */
  t: string[]
  name: 1 | undefined
  marketsMatter: boolean
  byMarket: Map<string, string>
  f: Array<keyof Switches>
  w: string[] | undefined
  k: 0 | undefined
}

/** `prerender(type, locale)`: see createPrerenderer. */
export type Prerender = (type: string, locale: string) => Promise<PrerenderedStep[] | null>

export async function createPrerenderer({
  root,
  alias,
  define,
  plugins,
  text,
  catalog,
}: PrerenderOptions): Promise<Prerender> {
  const { outputFiles } = await esbuild.build({
    entryPoints: [join(import.meta.dirname, 'prerender', 'entry.tsx')],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    jsx: 'automatic',
    jsxImportSource: 'react',
    alias,
    define,
    plugins,
    logLevel: 'warning',
  })
  // Some screens reach for the window while rendering (a hand-off keeps its opener handy): a DOM of its
  // own, for the build only. Nothing read from it reaches the markup (tests/widget/app/prerender.test.tsx
  // hydrates the markup in a DOM and compares it with a fresh render).
  if (!globalThis.window) {
    const { Window } = await import('happy-dom')
    const window = new Window({ url: 'https://widget.invalid/' })
    Object.assign(globalThis, {
      window,
      document: window.document,
      location: window.location,
      matchMedia: window.matchMedia.bind(window),
    })
  }
  const bundle = join(root, '.build', 'prerender.mjs')
  await writeFile(bundle, outputFiles[0]!.text)
  const { renderFirstStep }: typeof Entry = await import(`${pathToFileURL(bundle).href}?${Date.now()}`)

  const dictionaryOf = (locale: string, namespace: string | null) => {
    const compiled = text.locales[locale]!
    const dictionary = JSON.parse(compiled.root.body)
    const parts = namespace ? [namespace, ...(compiled.namespaces[namespace]?.with ?? [])] : []
    for (const name of parts)
      if (compiled.namespaces[name]) dictionary[name] = JSON.parse(compiled.namespaces[name]!.body)
    return { language: compiled.language, dictionary }
  }
  const render = async (entry: CatalogEntry, locale: string, session: PrerenderSession) => {
    const { language, dictionary } = dictionaryOf(locale, entry.namespace)
    const html = await renderFirstStep(entry.type, language, dictionary, session)
    // The document's CSP allows no inline styles or handlers: the browser would drop them, and hydration would not add them back.
    const inline = /<[^>]+\s(?:style|on[a-z]+)=/i.exec(html)
    if (inline)
      throw new Error(
        `${entry.type}: its first step renders an inline style or handler (${inline[0].slice(-60)}), which the document's CSP refuses`,
      )
    if (html.includes(NAME)) {
      const inAttribute = new RegExp(`<[^>]*${NAME}[^>]*>`)
      if (inAttribute.test(html))
        throw new Error(
          `${entry.type}: its first step puts the first name in an attribute, which the page cannot fill before hydration`,
        )
      return html.replaceAll(NAME, SLOT)
    }
    return html
  }

  // What each screen type's first step depends on, tried in English around the commonest session.
  const dependsOn = new Map<string, Dependencies>()
  for (const entry of catalog) dependsOn.set(entry.type, await dependenciesOf(entry, render))

  return async function prerender(type, locale) {
    const entry = catalog.find((e) => e.type === type)
    const depends = dependsOn.get(type)
    if (!entry || !depends) return null
    // A market is assumed only where the first step shows one differently: the locale's, or else the first
    // the family has a first step for (the ID check exists for Australia and New Zealand alone).
    const shows = (market: string) => depends.byMarket.get(market)?.includes('<h1')
    const market = depends.marketsMatter
      ? [impliedMarket(locale), ...MARKETS].find((m) => MARKETS.includes(m) && shows(m))
      : ''
    if (market === undefined || (!depends.marketsMatter && !shows(''))) return null
    const m = depends.marketsMatter
      ? MARKETS.filter((other) => depends.byMarket.get(other) === depends.byMarket.get(market))
      : undefined
    const session = { ...depends.base, market }
    const html = await render(entry, locale, session)
    if (!html.includes('<h1')) return null
    const assumptions: PrerenderAssumptions = {
      assumedLocale: locale,
      assumedTypes: depends.t,
      ...(depends.name !== undefined && { assumedFirstName: depends.name }),
      ...(m && { assumedMarkets: m }),
      ...(depends.f.length && { assumedDefaults: depends.f }),
      ...(depends.w && { assumedFlows: depends.w }),
      ...(depends.k !== undefined && { assumedKycAnytime: depends.k }),
    }
    const steps = [{ html, assumptions, session }]
    // A first step that reads the first name differs for a session without one (not a slot left empty: other words):
    // that one comes too, as an alternative the page picks, with its ids its own until it is the one shown.
    if (depends.name) {
      const anonymous = { ...session, firstName: undefined }
      steps.push({
        html: ownIds(await render(entry, locale, anonymous), ALTERNATIVE),
        assumptions: { ...assumptions, assumedFirstName: 0 },
        session: anonymous,
      })
    }
    return steps
  }
}

/** What an alternative first step's ids end with, so that two in one document never share one. */
export const ALTERNATIVE = '-idv1'

/** The markup with every id it defines, and every reference to one, given `suffix`. */
function ownIds(html: string, suffix: string): string {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id))
  return html.replace(
    /\s(id|for|aria-labelledby|aria-describedby|aria-controls|aria-owns|aria-activedescendant)="([^"]*)"/g,
    (_all, name: string, value: string) =>
      ` ${name}="${value
        .split(' ')
        .map((id) => (ids.has(id) ? id + suffix : id))
        .join(' ')}"`,
  )
}

/** What a screen type's first step depends on: each thing of the session changed alone, around the commonest one, in English. */
async function dependenciesOf(
  entry: CatalogEntry,
  render: (entry: CatalogEntry, locale: string, session: PrerenderSession) => Promise<string>,
): Promise<Dependencies> {
  const types = strategyTypesOf(entry.type)
  const base: PrerenderSession = {
    strategyType: types[0],
    market: '',
    firstName: NAME,
    features: { ...FEATURES },
    flow: 'generic',
    kycAnytime: false,
  }
  const same = async (change: Partial<PrerenderSession>) =>
    (await render(entry, 'en', { ...base, ...change })) === baseline
  const baseline = await render(entry, 'en', base)
  const t: string[] = []
  for (const strategyType of types) if (await same({ strategyType })) t.push(strategyType)
  const name = (await same({ firstName: undefined })) ? undefined : 1
  const byMarket = new Map<string, string>()
  for (const market of MARKETS) byMarket.set(market, await render(entry, 'en', { ...base, market }))
  const marketsMatter = new Set(byMarket.values()).size > 1
  const f: Array<keyof Switches> = []
  for (const [feature, value] of Object.entries(FEATURES))
    if (!(await same({ features: { ...FEATURES, [feature]: !value } }))) f.push(FEATURE_KEYS[feature]!)
  const w: string[] = []
  for (const flow of FLOWS) if (await same({ flow })) w.push(flow)
  const k = (await same({ kycAnytime: true })) ? undefined : 0
  return {
    base,
    t,
    name,
    marketsMatter,
    byMarket,
    f,
    w: w.length === FLOWS.length ? undefined : w,
    k,
  }
}
