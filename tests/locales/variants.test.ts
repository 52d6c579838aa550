// @vitest-environment node
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileText } from '../../tools/compile-text.mjs'

type Dict = Record<string, any>
const compiled = (await compileText(join(import.meta.dirname, '..', '..', 'locales'))) as { locales: Record<string, { namespaces: Record<string, { body: string }> }> }
/** A namespace as the edge serves it to a locale: the language's text with the variant's differences merged in. */
const served = (locale: string, ns: string): Dict => JSON.parse(compiled.locales[locale]!.namespaces[ns]!.body)

const ENGLISH = ['en', 'en_au', 'en_ca', 'en_ch', 'en_de', 'en_gb', 'en_mx', 'en_nz', 'en_us']

describe('English market variants', () => {
  it.each(ENGLISH)('%s says the one-time code’s rates line in the spec’s words (§2.3)', (locale) => {
    expect(served(locale, 'otp').ratesApply).toBe('Message and data rates may apply.')
  })
})
