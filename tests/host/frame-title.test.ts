// @vitest-environment node
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FRAME_TITLE_LANGUAGES, frameTitle } from '../../host/frame-title'
import { readLocales } from '../../tools/build/compile-text.ts'

const locales = (await readLocales(join(import.meta.dirname, '..', '..', 'locales'))) as Record<
  string,
  { kind: string; dictionary: { dialog: { logoLabel: string } } }
>
const languages = Object.keys(locales).filter((id) => locales[id]!.kind === 'language')

describe('the frame’s localized title', () => {
  it('exists for every supported language and is the widget’s own words for it', () => {
    expect([...FRAME_TITLE_LANGUAGES].sort()).toEqual([...languages].sort())
    for (const language of languages)
      expect(frameTitle(language), language).toBe(locales[language]!.dictionary.dialog.logoLabel)
  })

  it('takes the first candidate it knows, in any spelling, else English', () => {
    expect(frameTitle(undefined, 'sv-SE', 'de')).toBe('Säker identitetsverifiering')
    expect(frameTitle('en_mx')).toBe('Secure identity verification')
    expect(frameTitle('tlh', '', null)).toBe('Secure identity verification')
    expect(frameTitle('NB_no')).toBe('Sikker identitetsbekreftelse')
  })
})
