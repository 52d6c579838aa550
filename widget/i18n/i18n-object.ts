/**
 * typesafe-i18n's runtime (`i18nObject`), rewritten for the first screen.
 * typesafe-i18n stays the project's text format and type generator; only
 * its runtime is replaced, with the same syntax and the same answers
 * (tests/widget/i18n/i18n-object.test.ts holds them to typesafe-i18n's own
 * for every text of every locale). What differs is cost: its runtime builds
 * an `Intl.PluralRules` as it starts (on a slow phone the first Intl object
 * of a page costs more than rendering the whole first screen) and wraps
 * every property read in a new Proxy. Here Intl is built on the first
 * plural, and each node of the text is wrapped once.
 *
 * Syntax (typesafe-i18n's "basic" parser): `{name}`, `{name:type}`,
 * `{name|formatter}` (also `|{a: A, b: B}` switch cases), `{name?}`,
 * `{0}` positional, and plurals `{{one|other}}`, `{{zero|one|other}}`,
 * `{{zero|one|two|few|many|other}}`, `{{key:…}}`, with `??` standing for
 * the value.
 */

type Formatters = Record<string, (value: unknown) => unknown>
type ArgumentPart = { k: string; f?: string[] }
type PluralPart = { k: string; z?: string; o?: string; t?: string; f?: string; m?: string; r?: string }
type Part = string | ArgumentPart | PluralPart

const BRACKETS = /(\{(?:[^{}]+|\{(?:[^{}]+)*\})*\})/g
const SWITCH_CASE = /^\{.*\}$/
const VALUE = /\?\?/g

const unwrap = (text: string) => text.substring(1, text.length - 1)

/** typesafe-i18n drops the type and any empty value (`''`, `false`, `'0'`) from a parsed part. */
function clean(part: Record<string, unknown>): Part {
  const out: Record<string, unknown> = {}
  for (const [key, raw] of Object.entries(part)) {
    const value = Array.isArray(raw)
      ? raw.map((v: string | undefined) => v?.trim())
      : typeof raw === 'boolean'
        ? raw
        : (raw as string | undefined)?.trim()
    // biome-ignore lint/suspicious/noDoubleEquals: as typesafe-i18n's own parser compares, so both read a part alike
    if (key !== 'i' && value && value != '0') out[key] = value
  }
  return out as Part
}

function pluralPart(content: string, lastKey: string): Record<string, unknown> {
  let [key, values] = content.split(':') as [string, string | undefined]
  if (!values) {
    values = key
    key = lastKey
  }
  const entries = values.split('|')
  const [zero, one, two, few, many, rest] = entries
  if (entries.length === 1) return { k: key, r: zero }
  if (entries.length === 2) return { k: key, o: zero, r: one }
  if (entries.length === 3) return { k: key, z: zero, o: one, r: two }
  return { k: key, z: zero, o: one, t: two, f: few, m: many, r: rest }
}

function argumentPart(content: string): Record<string, unknown> & { k: string } {
  const [keyPart = '', ...formatters] = content.split('|')
  const [keyWithoutType = '', type] = keyPart.split(':')
  const [key = '', optional] = keyWithoutType.split('?')
  return { k: key, i: type, n: optional === '', f: formatters }
}

export function parse(raw: string): Part[] {
  let firstKey = ''
  let lastKey = ''
  return raw
    .split(BRACKETS)
    .map((part): string | Record<string, unknown> => {
      if (!part.match(BRACKETS)) return part
      const content = unwrap(part)
      if (content.startsWith('{')) return pluralPart(unwrap(content), lastKey)
      const parsed = argumentPart(content)
      lastKey = parsed.k || lastKey
      firstKey ||= lastKey
      return parsed
    })
    .map((part) => {
      if (typeof part === 'string') return part
      part.k ||= firstKey || '0'
      return clean(part)
    })
}

function switchCases(text: string): Record<string, string> {
  const cases: Array<[string, string]> = []
  for (const entry of unwrap(text)
    .split(',')
    .map((item) => item.split(':'))) {
    if (entry.length === 2) cases.push(entry.map((s) => s.trim()) as [string, string])
    // A single part means a comma inside a case's text.
    else cases[cases.length - 1]![1] += `,${entry[0]}`
  }
  return Object.fromEntries(cases)
}

const isPlural = (part: Exclude<Part, string>): part is PluralPart =>
  !!((part as PluralPart).o || (part as PluralPart).r)

function plural(rules: () => Intl.PluralRules, part: PluralPart, value: unknown): string | undefined {
  // biome-ignore lint/suspicious/noDoubleEquals: `0` and `'0'` both take the zero form, as in typesafe-i18n
  switch (part.z && value == 0 ? 'zero' : rules().select(value as number)) {
    case 'zero':
      return part.z
    case 'one':
      return part.o
    case 'two':
      return part.t
    case 'few':
      return part.f ?? part.r
    case 'many':
      return part.m ?? part.r
    default:
      return part.r
  }
}

function translate(parts: Part[], rules: () => Intl.PluralRules, formatters: Formatters, args: unknown[]): string {
  const first = args[0]
  const values = (
    args.length === 1 && first && typeof first === 'object' && first.constructor === Object ? first : args
  ) as Record<string, unknown>
  return parts
    .map((part) => {
      if (typeof part === 'string') return part
      // An empty or '0' key was dropped as empty: it is the first positional value.
      const value = values[part.k ?? '0']
      if (isPlural(part))
        return ((typeof value === 'boolean' ? (value ? part.o : part.r) : plural(rules, part, value)) || '').replace(
          VALUE,
          value as string,
        )
      const keys = (part as ArgumentPart).f ?? []
      const formatted = keys.reduce<unknown>(
        (current, key) =>
          (key.match(SWITCH_CASE)
            ? ((cases) => cases[current as string] ?? cases['*'])(switchCases(key))
            : formatters[key]?.(current)) ?? current,
        value,
      )
      return `${formatted ?? ''}`.trim()
    })
    .join('')
}

type TextNode = { [key: string]: string | TextNode }

/**
 * Typed text functions over a dictionary, as typesafe-i18n's `i18nObject`:
 * `text.otp.resendIn({ seconds: 3 })`. A key the dictionary lacks reads as
 * a function answering '' (callers rely on it for optional text).
 */
export function i18nObject<T>(locale: string, translations: unknown, formatters: Formatters = {}): T {
  let rules: Intl.PluralRules | undefined
  const pluralRules = () => (rules ??= new Intl.PluralRules(locale))
  const parsed = new Map<string, Part[]>()
  const translateText = (text: string, ...args: unknown[]) => {
    let parts = parsed.get(text)
    if (!parts) parsed.set(text, (parts = parse(text)))
    return translate(parts, pluralRules, formatters, args)
  }
  const wrap = (value: unknown): unknown =>
    typeof value === 'string'
      ? translateText.bind(null, value)
      : Object.assign(
          Object.defineProperty(() => '', 'name', { writable: true }),
          value,
        )
  const node = (value: unknown): unknown => {
    const children = new Map<PropertyKey, unknown>()
    return new Proxy(wrap(value) as object, {
      get: (target, key) => {
        if (key === Symbol.iterator) return [][Symbol.iterator].bind(Object.values(target).map(wrap))
        if (!children.has(key)) children.set(key, node((target as unknown as TextNode)[key as string]))
        return children.get(key)
      },
    })
  }
  return node(translations) as T
}
