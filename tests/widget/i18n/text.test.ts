import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createText } from '../../../widget/i18n/text'

const root = join(import.meta.dirname, '..', '..', '..', 'locales')
/** Every locale the widget ships: a folder of locales/, as BCP 47. */
const shipped = readdirSync(root)
  .filter((name) => statSync(join(root, name)).isDirectory())
  .map((name) => name.replace('_', '-'))

describe('the text’s number formatter', () => {
  it.each(shipped)('%s writes every whole number below 1,000 as its ASCII digits, as Intl does', (locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    for (let n = 0; n < 1000; n++) expect(intl.format(n)).toBe(String(n))
  })

  it('builds no Intl object for such a count, and uses the locale’s own for anything else', () => {
    const large = `Skicka igen om ${new Intl.NumberFormat('sv').format(12_345)} s`
    const built = vi.spyOn(Intl, 'NumberFormat')
    const text = createText('sv', { otp: { resendIn: 'Skicka igen om {count|int} s' } } as never)
    const resend = (count: number) =>
      (text as unknown as { otp: { resendIn(v: { count: number }): string } }).otp.resendIn({ count })
    expect(resend(59)).toBe('Skicka igen om 59 s')
    expect(built).not.toHaveBeenCalled()
    expect(resend(12_345)).toBe(large)
    expect(built).toHaveBeenCalledTimes(1)
    built.mockRestore()
  })
})
