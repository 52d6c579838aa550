import { join } from 'node:path'
import { i18nObject as reference } from 'typesafe-i18n'
import { describe, expect, it } from 'vitest'
import { readLocales } from '../../../tools/build/compile-text.ts'
import { i18nObject } from '../../../widget/i18n/i18n-object'

type Node = { [key: string]: string | Node }

const strings = (node: Node, path: string[] = []): Array<[string[], string]> =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [[[...path, key], value] as [string[], string]] : strings(value, [...path, key]),
  )

const at = (text: unknown, path: string[]) =>
  path.reduce((node, key) => (node as Record<string, unknown>)[key], text) as (...args: unknown[]) => string

/** Values that exercise every plural category of every language, numbers that need formatting, and text. */
const NUMBERS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1.5, 1000, 1234567]
const formatters = (locale: string) => {
  // One formatter per locale: building an Intl object per call was most of this file's time.
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  return { int: (value: unknown) => format.format(value as number) }
}
const locales = await readLocales(join(import.meta.dirname, '..', '..', '..', 'locales'))

describe('the text runtime answers as typesafe-i18n does', () => {
  it.each(Object.keys(locales))('for every text of %s, with every kind of value', (id) => {
    const dictionary = locales[id]!.dictionary as Node
    const locale = id.replace('_', '-')
    const ours = i18nObject(locale, dictionary, formatters(locale))
    const theirs = reference(locale, dictionary as never, formatters(locale))
    let compared = 0
    // Every difference, listed at once (one expect per call was most of this file's time).
    const differences: string[] = []
    for (const [path, raw] of strings(dictionary)) {
      const keys = [...new Set([...raw.matchAll(/\{+\s*([A-Za-z0-9_]*)/g)].map((m) => m[1]!).filter(Boolean))]
      const calls: unknown[][] = [[]]
      for (const n of NUMBERS) calls.push([Object.fromEntries(keys.map((k) => [k, n]))])
      calls.push(
        [Object.fromEntries(keys.map((k) => [k, '<b>Åsa & co</b>']))],
        [Object.fromEntries(keys.map((k) => [k, true]))],
        ['positional', 2],
      )
      for (const args of calls) {
        const [got, wanted] = [at(ours, path)(...args), at(theirs, path)(...args)]
        if (got !== wanted) differences.push(`${path.join('.')} ${JSON.stringify(args)}: ${got} ≠ ${wanted}`)
        compared++
      }
    }
    expect(differences).toEqual([])
    // A market variant holds only what differs from its language.
    expect(compared).toBeGreaterThan(locales[id]!.kind === 'language' ? 100 : 0)
  })

  it('parses every syntax typesafe-i18n knows alike', () => {
    const dictionary = {
      plain: 'Hello',
      arg: 'Hi {name}!',
      typed: 'In {seconds:number|int} s',
      optional: 'Maybe {name?}.',
      positional: '{0} and {1}',
      plural2: '{count} {{item|items}}',
      plural3: '{{none|one|many}}',
      plural6: 'Zbývá {n} {{|pokus||pokusy|pokusu|pokusů}}',
      keyed: '{{n:one apple|?? apples}}',
      cases: 'The {kind|{a: first, b: second, *: other}} one',
      commaCase: '{kind|{x: one, two, *: none}}',
      spaces: '{  name  } and {{ one | other }}',
    }
    const format = { int: (value: unknown) => `#${value}` }
    const ours = i18nObject<Record<string, (...args: unknown[]) => string>>('cs', dictionary, format)
    const theirs = reference('cs', dictionary as never, format) as unknown as Record<
      string,
      (...args: unknown[]) => string
    >
    for (const key of Object.keys(dictionary))
      for (const args of [
        [],
        [{ name: 'Åsa', seconds: 3, count: 1, n: 0, kind: 'a' }],
        [{ name: 'x', count: 5, n: 4, kind: 'b' }],
        [{ n: 1, kind: 'zz', count: 0 }],
        ['p', 'q'],
        [{ n: 1.5, kind: 'x' }],
      ])
        expect(ours[key]!(...args), `${key} ${JSON.stringify(args)}`).toBe(theirs[key]!(...args))
  })

  it('reads a key the text lacks as a function answering an empty string, at any depth', () => {
    type Deep = (() => string) & { [key: string]: Deep }
    const text = i18nObject<Deep>('en', { a: { b: 'B' } })
    expect(text.a!.b!()).toBe('B')
    expect(text.nope!.deeper!.still!()).toBe('')
    expect(text.a!.missing!()).toBe('')
  })

  it('iterates and lists a group as typesafe-i18n does', () => {
    const dictionary = { list: { one: 'One', two: 'Two {n}' } }
    const ours = i18nObject<Record<string, Iterable<(a?: unknown) => string>>>('en', dictionary)
    const theirs = reference('en', dictionary as never) as unknown as Record<string, Iterable<(a?: unknown) => string>>
    expect([...ours.list!].map((f) => f({ n: 2 }))).toEqual([...theirs.list!].map((f) => f({ n: 2 })))
    expect(Object.values(ours.list!).map((f) => (f as (a?: unknown) => string)({ n: 3 }))).toEqual(
      Object.values(theirs.list!).map((f) => (f as (a?: unknown) => string)({ n: 3 })),
    )
    expect(Object.keys(ours.list!)).toEqual(['one', 'two'])
  })

  it('builds no Intl object until a plural needs one', () => {
    const built: string[] = []
    const Original = Intl.PluralRules
    const intl = Intl as { PluralRules: typeof Intl.PluralRules }
    intl.PluralRules = class extends Original {
      constructor(locale?: string) {
        super(locale)
        built.push(String(locale))
      }
    } as typeof Intl.PluralRules
    try {
      const text = i18nObject<Record<string, (a?: unknown) => string>>('sv', {
        title: 'Bekräfta',
        left: '{n} {{försök|försök}}',
      })
      expect(text.title!()).toBe('Bekräfta')
      expect(built).toEqual([])
      expect(text.left!({ n: 2 })).toBe('2 försök')
      text.left!({ n: 1 })
      expect(built).toEqual(['sv'])
    } finally {
      intl.PluralRules = Original
    }
  })
})
