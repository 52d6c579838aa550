import { createHash } from 'node:crypto'
import { readdir, stat } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { join } from 'node:path'
import { inheritanceChain } from '../locales/locale.ts'

/** A locale is a folder under locales/ with an index.ts. */
export async function listLocales(dir) {
  const names = await readdir(dir)
  const ids = []
  for (const name of names) {
    if ((await stat(join(dir, name))).isDirectory()) ids.push(name)
  }
  return ids.sort()
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

function deepMerge(base, over) {
  const out = { ...base }
  for (const [key, value] of Object.entries(over)) out[key] = isObject(value) && isObject(base[key]) ? deepMerge(base[key], value) : value
  return out
}

/**
 * Compiles every locale into the complete dictionary it serves: its own text
 * over its inheritance chain (en_mx over en), so the edge answers with one
 * object and the widget never merges.
 */
export async function compileText(dir) {
  const ids = await listLocales(dir)
  const own = {}
  for (const id of ids) own[id] = (await import(pathToFileURL(join(dir, id, 'index.ts')).href)).default
  const locales = {}
  for (const id of ids) {
    const dictionary = inheritanceChain(id).reduce((acc, link) => deepMerge(acc, own[link] ?? {}), {})
    const body = JSON.stringify(dictionary)
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 16)
    locales[id] = { etag: `"${hash}"`, language: id.replace('_', '-').replace(/-(\w+)$/, (_, r) => `-${r.toUpperCase()}`), body }
  }
  const version = createHash('sha256')
    .update(Object.values(locales).map((l) => l.etag).join())
    .digest('base64url')
    .slice(0, 10)
  return { version, locales }
}
