// @vitest-environment node
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileText, readLocales } from '../../tools/build/compile-text.ts'

type Dict = Record<string, any>
const compiled = (await compileText(join(import.meta.dirname, '..', '..', 'locales'))) as {
  locales: Record<string, { root: { body: string }; namespaces: Record<string, { body: string }> }>
}
/** A namespace as the edge serves it to a locale: the language's text with the variant's differences merged in. */
const served = (locale: string, ns: string): Dict => JSON.parse(compiled.locales[locale]!.namespaces[ns]!.body)
const own = (await readLocales(join(import.meta.dirname, '..', '..', 'locales'))) as Record<
  string,
  { dictionary: Dict }
>
const strings = (d: Dict): string[] =>
  Object.values(d).flatMap((v) => (typeof v === 'string' ? [v] : strings(v as Dict)))
const servedRoot = (locale: string): Dict => JSON.parse(compiled.locales[locale]!.root.body)

const ENGLISH = ['en', 'en_au', 'en_ca', 'en_ch', 'en_de', 'en_gb', 'en_mx', 'en_nz', 'en_us']

describe('English market variants', () => {
  it.each(ENGLISH)('%s says the one-time code’s rates line in the spec’s words (§2.3)', (locale) => {
    expect(served(locale, 'otp').ratesApply).toBe('Message and data rates may apply.')
  })
})

describe('customer-service hours (spec §9: phone Mon-Fri 9am-5pm, some markets 9am-6pm AEDT)', () => {
  it.each(['en_au', 'en_nz'])('%s gives the phone line’s hours in AEDT', (locale) => {
    expect(servedRoot(locale).failure.contactTimes).toBe(
      'by chat Mon–Sun 9am–5pm, by phone on {phoneNumber} Mon–Fri 9am–6pm AEDT',
    )
  })
  it.each(['en', 'en_ca', 'en_gb', 'en_mx', 'en_us'])('%s gives the spec’s hours', (locale) => {
    expect(servedRoot(locale).failure.contactTimes).toBe(
      'by chat Mon–Sun 9am–5pm, by phone on {phoneNumber:string} Mon–Fri 9am–5pm',
    )
  })

  it.each(Object.keys(own))(
    '%s writes no phone number of its own (the deployment configures them per market)',
    (locale) => {
      // An international number (+…) or a tel: link: numbers are the deployment's (widget/app/support-phone.ts).
      expect(strings(own[locale]!.dictionary).filter((s) => /\+\s?\d|tel:/.test(s))).toEqual([])
    },
  )
})
