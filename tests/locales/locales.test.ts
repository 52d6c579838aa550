// @vitest-environment node
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BASE_LOCALE, inheritanceChain, resolveLocale } from '../../locales/locale'
import { readLocales } from '../../tools/build/compile-text.ts'

type Dict = Record<string, unknown>
const own = (await readLocales(join(import.meta.dirname, '..', '..', 'locales'))) as Record<
  string,
  { kind: 'language' | 'variant'; dictionary: Dict }
>
const languages = Object.keys(own).filter((id) => own[id]!.kind === 'language')
const variants = Object.keys(own).filter((id) => own[id]!.kind === 'variant')

/** key path → sorted placeholder names (with their formatters), for every string in a dictionary. */
function shape(dictionary: Dict, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') {
      const placeholders = [...value.matchAll(/(?<!\{)\{(\w+)(?::\w+)?((?:\|\w+)*)\}/g)]
        .map((m) => `${m[1]}${m[2]}`)
        .sort()
      const plural = /\{\{/.test(value) ? ' plural' : ''
      out.set(path, placeholders.join(',') + plural)
    } else if (value && typeof value === 'object') {
      for (const [k, v] of shape(value as Dict, path)) out.set(k, v)
    }
  }
  return out
}
const base = shape(own[BASE_LOCALE]!.dictionary)
const strings = (d: Dict): string[] =>
  Object.values(d).flatMap((v) => (typeof v === 'string' ? [v] : strings(v as Dict)))

describe('locales', () => {
  it('has the 17 supported languages and 8 English market variants', () => {
    expect(languages.sort()).toEqual([
      'cs',
      'da',
      'de',
      'el',
      'en',
      'es',
      'fi',
      'fr',
      'hu',
      'it',
      'nb',
      'nl',
      'pl',
      'pt',
      'ro',
      'sk',
      'sv',
    ])
    expect(variants.sort()).toEqual(['en_au', 'en_ca', 'en_ch', 'en_de', 'en_gb', 'en_mx', 'en_nz', 'en_us'])
  })

  it.each(languages)('%s has exactly the base keys, placeholders and formatters', (id) => {
    const locale = shape(own[id]!.dictionary)
    expect([...locale.keys()].sort()).toEqual([...base.keys()].sort())
    for (const [key, placeholders] of base) expect(`${key}: ${locale.get(key)}`).toBe(`${key}: ${placeholders}`)
  })

  it.each(variants)('variant %s overrides only keys the base has, with the same placeholders', (id) => {
    for (const [key, placeholders] of shape(own[id]!.dictionary))
      expect(`${key}: ${placeholders}`).toBe(`${key}: ${base.get(key)}`)
  })

  // Text identical to English is text nobody translated; only words every market's UI uses as-is may match.
  // Words some languages share with English: OK, and French's Visa.
  const SAME_EVERYWHERE = new Set(['OK', 'Visa'])
  // A country's name may be spelt as in English (Austria in Italian, Belgium in Hungarian).
  const COUNTRY_NAME = /\.countries\.[A-Z]{2}$/
  const flat = (d: Dict, p = ''): Array<[string, string]> =>
    Object.entries(d).flatMap(([k, v]) =>
      typeof v === 'string' ? [[p + k, v] as [string, string]] : flat(v as Dict, `${p}${k}.`),
    )
  const englishByKey = new Map(flat(own[BASE_LOCALE]!.dictionary))
  it.each(languages.filter((id) => id !== BASE_LOCALE))('%s leaves no English in place', (id) => {
    const untranslated = flat(own[id]!.dictionary).filter(
      ([key, value]) =>
        englishByKey.get(key) === value &&
        !key.endsWith('Url') &&
        !COUNTRY_NAME.test(key) &&
        !SAME_EVERYWHERE.has(value),
    )
    expect(untranslated).toEqual([])
  })

  it.each(languages)('%s: selfie registration’s cancel question has words of its own, not the ID scan’s', (id) => {
    type Words = { title: string; warning: string }
    const cancel = (own[id]!.dictionary.idScan as { cancel: Words & { selfieRegistration: Words } }).cancel
    expect(cancel.selfieRegistration.title).not.toBe(cancel.title)
    expect(cancel.selfieRegistration.warning).not.toBe(cancel.warning)
  })
  it.each(Object.keys(own))('%s leaves no string empty', (id) => {
    expect(strings(own[id]!.dictionary).filter((s) => s.trim() === '')).toEqual([])
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
