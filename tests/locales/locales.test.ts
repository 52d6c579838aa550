// @vitest-environment node
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BASE_LOCALE, inheritanceChain, resolveLocale } from '../../locales/locale'

const dir = join(import.meta.dirname, '..', '..', 'locales')
const ids = readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory())
const load = async (id: string) => ((await import(`../../locales/${id}/index.ts`)) as { default: Record<string, unknown> }).default

/** key path → sorted placeholder names, for every string in a dictionary. */
function shape(dictionary: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') {
      const names = [...value.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]).sort()
      out.set(path, names.join(','))
    } else if (value && typeof value === 'object') {
      for (const [k, v] of shape(value as Record<string, unknown>, path)) out.set(k, v)
    }
  }
  return out
}

describe('locales', () => {
  it.each(ids.filter((id) => !id.includes('_')))('%s has exactly the base keys and placeholders', async (id) => {
    const base = shape(await load(BASE_LOCALE))
    const locale = shape(await load(id))
    expect([...locale.keys()].sort()).toEqual([...base.keys()].sort())
    for (const [key, placeholders] of base) expect(`${key}: ${locale.get(key)}`).toBe(`${key}: ${placeholders}`)
  })

  it('no locale leaves a string empty', async () => {
    for (const id of ids) for (const [key] of shape(await load(id))) expect(key).toBeTruthy()
    for (const id of ids) {
      const walk = (d: Record<string, unknown>): string[] => Object.values(d).flatMap((v) => (typeof v === 'string' ? [v] : walk(v as Record<string, unknown>)))
      expect(walk(await load(id)).filter((s) => s.trim() === '')).toEqual([])
    }
  })
})

describe('resolveLocale', () => {
  const available = new Set(['en', 'sv', 'en_mx', 'nb'])
  it.each([
    ['sv', 'sv'],
    ['sv-SE', 'sv'],
    ['SV_se', 'sv'],
    ['en_mx', 'en_mx'],
    ['en-MX', 'en_mx'],
    ['EN_MX', 'en_mx'],
    ['en-GB', 'en'],
  ])('%s → %s', (raw, id) => {
    expect(resolveLocale(raw, available)).toEqual({ id, exact: true })
  })
  it('falls back to English for an unsupported locale and says so', () => {
    expect(resolveLocale('xx-YY', available)).toEqual({ id: 'en', exact: false })
    expect(resolveLocale('', available)).toEqual({ id: 'en', exact: false })
  })
  it('inherits en_mx from en', () => {
    expect(inheritanceChain('en_mx')).toEqual(['en', 'en_mx'])
    expect(inheritanceChain('sv')).toEqual(['en', 'sv'])
  })
})
