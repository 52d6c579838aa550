import { createHash } from 'node:crypto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { COMPANIONS } from '../contracts/companions.ts'
import { BASE_LOCALE, inheritanceChain } from '../locales/locale.ts'

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)
const folders = (dir) =>
  readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort()
const load = async (file) => (await import(pathToFileURL(file).href)).default

/**
 * A language is a folder with index.ts (the root namespace) and one folder
 * per strategy namespace; a market variant (en_gb…) is a folder with
 * variant.ts holding only what differs from its language, so typesafe-i18n's
 * generator does not take it for a full locale.
 */
export async function readLocales(dir) {
  const own = {}
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
function merge(base, over, path = '', missing = null) {
  const out = { ...base }
  for (const key of Object.keys(base)) if (missing && !(key in over)) missing.push(`${path}${key}`)
  for (const [key, value] of Object.entries(over)) {
    if (!(key in base)) continue // a key the base no longer has is dead text
    out[key] = isObject(value) && isObject(base[key]) ? merge(base[key], value, `${path}${key}.`, missing) : value
  }
  return out
}

const hash = (text) => createHash('sha256').update(text).digest('base64url').slice(0, 16)
const language = (id) => id.replace(/_(\w+)$/, (_, region) => `-${region.toUpperCase()}`)

/** A namespace's companions (contracts/companions.ts), which the edge serves with it. */
const companionsOf = (ns) => Object.keys(COMPANIONS).filter((companion) => COMPANIONS[companion].includes(ns))
const withCompanions = (ns, compiled) => (companionsOf(ns).length ? { ...compiled, with: companionsOf(ns) } : compiled)

/**
 * Compiles each locale into what the edge serves: the root dictionary and one
 * dictionary per namespace, complete (base text fills any gap, and the gaps
 * are listed so the widget can report them), each with a strong ETag.
 */
export async function compileText(dir) {
  const own = await readLocales(dir)
  const base = own[BASE_LOCALE].dictionary
  const namespaces = Object.keys(base).filter((key) => existsSync(join(dir, BASE_LOCALE, key, 'index.ts')))
  const locales = {}
  for (const id of Object.keys(own)) {
    const missing = []
    let dictionary = base
    for (const link of inheritanceChain(id).slice(1)) {
      if (!own[link]) continue
      // Only a language's own gaps are missing translations; a variant leaves out what it shares on purpose.
      dictionary = merge(dictionary, own[link].dictionary, '', own[link].kind === 'language' ? missing : null)
    }
    const split = (ns) => {
      // A companion's gaps are listed with each namespace it is served with: the widget reads the namespace's list only.
      const parts = [ns, ...companionsOf(ns)]
      const nsMissing = missing.filter((key) => parts.some((part) => key === part || key.startsWith(`${part}.`)))
      const body = JSON.stringify(
        nsMissing.length ? { ...dictionary[ns], $missing: nsMissing.join(' ') } : dictionary[ns],
      )
      return { etag: hash(body), body }
    }
    const rootOnly = Object.fromEntries(Object.entries(dictionary).filter(([key]) => !namespaces.includes(key)))
    const rootMissing = missing.filter((key) => !namespaces.includes(key.split('.')[0]))
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
