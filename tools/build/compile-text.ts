import { createHash } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { COMPANIONS } from '../../contracts/companions.ts'
import { BASE_LOCALE, inheritanceChain } from '../../locales/locale.ts'
import type { CompiledText as TextGroup } from './document/text-body.ts'

/** A dictionary as the locale files write it: strings, and dictionaries of them. */
export type Dictionary = { [key: string]: unknown }

const isObject = (value: unknown): value is Dictionary =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const folders = (dir: string) =>
  readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort()
const load = async (file: string): Promise<Dictionary> => (await import(pathToFileURL(file).href)).default

/**
 * A language is a folder with index.ts (the root namespace) and one folder
 * per strategy namespace; a market variant (en_gb…) is a folder with
 * variant.ts holding only what differs from its language, so typesafe-i18n's
 * generator does not take it for a full locale.
 */
export async function readLocales(
  dir: string,
): Promise<Record<string, { kind: 'language' | 'variant'; dictionary: Dictionary }>> {
  const own: Record<string, { kind: 'language' | 'variant'; dictionary: Dictionary }> = {}
  for (const id of folders(dir)) {
    const root = join(dir, id)
    if (existsSync(join(root, 'index.ts'))) {
      const dictionary = await load(join(root, 'index.ts'))
      for (const ns of folders(root))
        if (existsSync(join(root, ns, 'index.ts'))) dictionary[ns] = await load(join(root, ns, 'index.ts'))
      own[id] = { kind: 'language', dictionary }
    } else if (existsSync(join(root, 'variant.ts'))) {
      own[id] = { kind: 'variant', dictionary: await load(join(root, 'variant.ts')) }
    }
  }
  return own
}

/** Merges `over` onto `base`; `missing` collects the base keys `over` lacks. */
function merge(base: Dictionary, over: Dictionary, path = '', missing: string[] | null = null): Dictionary {
  const out = { ...base }
  for (const key of Object.keys(base)) if (missing && !(key in over)) missing.push(`${path}${key}`)
  for (const [key, value] of Object.entries(over)) {
    if (!(key in base)) continue // a key the base no longer has is dead text
    const under = base[key]
    out[key] = isObject(value) && isObject(under) ? merge(under, value, `${path}${key}.`, missing) : value
  }
  return out
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16)
const language = (id: string) => id.replace(/_(\w+)$/, (_, region: string) => `-${region.toUpperCase()}`)

/** A namespace's companions (contracts/companions.ts), which the edge serves with it. */
const companionsOf = (ns: string) => Object.keys(COMPANIONS).filter((companion) => COMPANIONS[companion]?.includes(ns))
const withCompanions = (ns: string, compiled: TextGroup): TextGroup =>
  companionsOf(ns).length ? { ...compiled, with: companionsOf(ns) } : compiled

/**
 * Compiles each locale into what the edge serves: the root dictionary and one
 * dictionary per namespace, complete (base text fills any gap, and the gaps
 * are listed so the widget can report them), each with a strong ETag.
 */
/** Every locale's text, compiled (see compileText). */
export interface CompiledLocales {
  version: string
  namespaces: string[]
  locales: Record<
    string,
    { language: string; root: TextGroup; namespaces: Record<string, TextGroup>; missing: string[] }
  >
}

export async function compileText(dir: string): Promise<CompiledLocales> {
  const own = await readLocales(dir)
  const base = own[BASE_LOCALE]!.dictionary
  const namespaces = Object.keys(base).filter((key) => existsSync(join(dir, BASE_LOCALE, key, 'index.ts')))
  const locales: CompiledLocales['locales'] = {}
  for (const id of Object.keys(own)) {
    const missing: string[] = []
    let dictionary = base
    for (const link of inheritanceChain(id).slice(1)) {
      const linked = own[link]
      if (!linked) continue
      // Only a language's own gaps are missing translations; a variant leaves out what it shares on purpose.
      dictionary = merge(dictionary, linked.dictionary, '', linked.kind === 'language' ? missing : null)
    }
    const split = (ns: string): TextGroup => {
      // A companion's gaps are listed with each namespace it is served with: the widget reads the namespace's list only.
      const parts = [ns, ...companionsOf(ns)]
      const nsMissing = missing.filter((key) => parts.some((part) => key === part || key.startsWith(`${part}.`)))
      const body = JSON.stringify(
        nsMissing.length ? { ...(dictionary[ns] as Dictionary), $missing: nsMissing.join(' ') } : dictionary[ns],
      )
      return { etag: hash(body), body }
    }
    const rootOnly: Dictionary = Object.fromEntries(
      Object.entries(dictionary).filter(([key]) => !namespaces.includes(key)),
    )
    const rootMissing = missing.filter((key) => !namespaces.includes(key.split('.')[0]!))
    if (rootMissing.length) rootOnly.$missing = rootMissing.join(' ')
    const rootBody = JSON.stringify(rootOnly)
    locales[id] = {
      language: language(id),
      root: { etag: hash(rootBody), body: rootBody },
      namespaces: Object.fromEntries(namespaces.map((ns) => [ns, withCompanions(ns, split(ns))])),
      missing,
    }
  }
  const version = hash(
    Object.values(locales)
      .flatMap((l) => [l.root.etag, ...Object.values(l.namespaces).map((n) => n.etag)])
      .join(),
  ).slice(0, 10)
  return { version, namespaces, locales }
}
