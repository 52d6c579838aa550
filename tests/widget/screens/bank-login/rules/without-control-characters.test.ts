import { describe, expect, it } from 'vitest'
import { withoutControlCharacters } from '../../../../../widget/screens/bank-login/rules/without-control-characters'

describe('withoutControlCharacters', () => {
  it('drops C0 controls and DEL that a paste can carry, and keeps everything a login can hold', () => {
    expect(withoutControlCharacters('jo\u0000hn\t.doe\r\n\u007f')).toBe('john.doe')
    expect(withoutControlCharacters('Ærø bank 🏦 ünïcode')).toBe('Ærø bank 🏦 ünïcode')
  })
})
