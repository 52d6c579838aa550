import { join } from 'node:path'
import { hydrate, options, render } from 'preact'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type CompiledLocales, compileText } from '../../../tools/build/compile-text.ts'
import { memoryRoutingOnly } from '../../../tools/build/memory-routing-only.ts'
import { ALTERNATIVE, createPrerenderer } from '../../../tools/build/prerender.ts'
import { firstStepView, type PrerenderSession } from '../../../tools/build/prerender/entry'
import { reactAliases } from '../../../tools/build/react-aliases.ts'
import { screenCatalog } from '../../../tools/build/screen-catalog.ts'

const root = join(import.meta.dirname, '..', '..', '..')
const define = {
  'process.env.NODE_ENV': '"production"',
  __IDV_CONFIG__: JSON.stringify(
    JSON.stringify({ sessionDomains: ['provider.com'], idinHosts: [], textVersion: 'test', version: '0', locales: [] }),
  ),
}

type Catalog = Awaited<ReturnType<typeof screenCatalog>>
let text: CompiledLocales
let catalog: Catalog
let prerender: Awaited<ReturnType<typeof createPrerenderer>>
beforeAll(async () => {
  text = await compileText(join(root, 'locales'))
  catalog = await screenCatalog({ root })
  prerender = await createPrerenderer({
    root,
    alias: reactAliases,
    define,
    plugins: [memoryRoutingOnly],
    text,
    catalog,
  })
}, 60_000)

/** The text a document carries for a screen: its root with its namespace and companions. */
function dictionaryOf(locale: string, namespace: string | null) {
  const compiled = text.locales[locale]!
  const dictionary = JSON.parse(compiled.root.body)
  for (const name of namespace ? [namespace, ...(compiled.namespaces[namespace]?.with ?? [])] : [])
    dictionary[name] = JSON.parse(compiled.namespaces[name]!.body)
  return { language: compiled.language, dictionary }
}

/**
 * The DOM as a shopper meets it: elements with their attributes and, for
 * fields, their value and checkedness as properties (the markup says them
 * as attributes, a client render as properties; the field shows the property).
 */
const shape = (node: Node): string =>
  node.nodeType === Node.TEXT_NODE
    ? (node as Text).data
    : node instanceof Element
      ? `<${node.localName}${[...node.attributes]
          // spellcheck too: a browser writes the property as an attribute, this DOM has no such property.
          .filter((a) => a.name !== 'value' && a.name !== 'checked' && a.name !== 'spellcheck')
          .map((a) => ` ${a.name}="${a.value}"`)
          .sort()
          .join(
            '',
          )}${node instanceof HTMLInputElement ? ` .value="${node.value}" .checked=${node.checked}` : ''}>${[...node.childNodes].map(shape).join('')}</${node.localName}>`
      : ''

// Hydration that had to create an element instead of taking the markup's is a mismatch (Preact's own hook).
const preactOptions = options as typeof options & { __m?: () => void }
let mismatches = 0
afterEach(() => {
  preactOptions.__m = undefined
  document.body.innerHTML = ''
})

describe('the prerendered first step hydrates into what a client render draws (tools/build/prerender.ts)', () => {
  it('for every document variant: each screen type in each locale, with a session that fits it', async () => {
    let checked = 0
    for (const entry of catalog) {
      for (const locale of Object.keys(text.locales)) {
        const steps = await prerender(entry.type, locale)
        for (const [i, step] of (steps ?? []).entries()) {
          const { language, dictionary } = dictionaryOf(locale, entry.namespace)
          // The session a shopper brings: the name the markup left a slot for, the market and type it fits.
          const session: PrerenderSession = {
            ...step.session,
            strategyType: step.assumptions.assumedTypes[0]!,
            firstName: step.assumptions.assumedFirstName ? 'Jane' : undefined,
          }
          const label = `${entry.type} ${locale}${i ? ` (alternative ${i})` : ''}`

          const page = document.body.appendChild(document.createElement('div'))
          page.innerHTML = step.html
          const before = [...page.querySelectorAll('*')]
          mismatches = 0
          preactOptions.__m = () => mismatches++
          hydrate(await firstStepView(entry.type, language, dictionary, session), page)
          preactOptions.__m = undefined
          expect(mismatches, label).toBe(0)

          const fresh = document.body.appendChild(document.createElement('div'))
          render(await firstStepView(entry.type, language, dictionary, session), fresh)
          // An alternative keeps its own ids (two in one document never share one): the same once that is set aside.
          expect(shape(page).replaceAll(ALTERNATIVE, ''), label).toBe(shape(fresh))
          // Hydrated, not drawn again: every element it shows is one the markup had (the name's slot alone went).
          expect(
            [...page.querySelectorAll('*')].every((element) => before.includes(element)),
            label,
          ).toBe(true)
          render(null, page)
          render(null, fresh)
          checked++
        }
      }
    }
    // Every screen type has a first step in every locale but the fallback-like (the ID check outside AU/NZ has one too).
    expect(checked).toBeGreaterThan(catalog.length * 20)
  }, 120_000)
})
