import { describe, expect, it } from 'vitest'
import { AU_STATES, cardNumberError, licenceNumberError } from '../../../../../widget/screens/id-check/rules/au-licence'

describe('Australian driver licence numbers, loosely by state', () => {
  it('offers the eight states and territories in the spec’s order', () => {
    expect(AU_STATES).toEqual(['ACT', 'NT', 'QLD', 'NSW', 'SA', 'TAS', 'VIC', 'WA'])
  })

  // docs/architecture.md "Facts from the field": NSW licence 6–8 alphanumeric, card 10 digits; VIC licence ≤ 10 digits, card 8
  // alphanumeric; SA licence 6 alphanumeric, card 9.
  it.each([
    ['NSW', '12345678', '1234567890'],
    ['NSW', 'ab1234', '2163123456'],
    ['VIC', '1234567890', 'P1234567'],
    ['VIC', '123', 'AB12CD34'],
    ['SA', 'S12345', 'A12345678'],
    ['QLD', '012345678', '1A2B3C4D5E'],
    ['WA', '1234567', 'AB1234567'],
    ['TAS', 'A12345', 'A12345678'],
    ['ACT', '1234567890', 'AB12345678'],
    ['NT', '123456', '1234567'],
  ])('%s: licence %s and card %s have the state’s form', (state, licence, card) => {
    expect(licenceNumberError(licence, state)).toBeUndefined()
    expect(cardNumberError(card, state)).toBeUndefined()
  })

  it.each([
    ['NSW', '12345', 'too short'],
    ['NSW', '123456789', 'too long'],
    ['VIC', 'A1234567', 'letters in a numeric licence'],
    ['VIC', '12345678901', 'more than 10 digits'],
    ['SA', '1234567', 'SA has exactly 6'],
    ['WA', '123456', 'WA has exactly 7'],
    ['QLD', '1234567890', 'QLD has up to 9'],
    ['NSW', '1234🙂', 'an emoji'],
  ])('%s licence %s is refused (%s)', (state, licence) => {
    expect(licenceNumberError(licence, state)).toBe('format')
  })

  it.each([
    ['NSW', '123456789', 'NSW cards have 10 digits'],
    ['NSW', '12345678AB', 'and only digits'],
    ['VIC', '1234567', 'VIC cards have 8'],
    ['SA', '1234567890', 'SA cards have 9'],
    ['NT', '12345', 'NT cards have 6 to 8'],
    ['NT', '12345A', 'digits only'],
    ['WA', '1234567', 'WA cards have 8 to 10'],
  ])('%s card %s is refused (%s)', (state, card) => {
    expect(cardNumberError(card, state)).toBe('format')
  })

  it('the same number can be right in one state and wrong in another', () => {
    expect(licenceNumberError('AB1234', 'NSW')).toBeUndefined()
    expect(licenceNumberError('AB1234', 'VIC')).toBe('format')
  })

  it('takes spaces and lower case as typed', () => {
    expect(licenceNumberError(' ab 12 34 ', 'NSW')).toBeUndefined()
    expect(cardNumberError('2163 1234 56', 'NSW')).toBeUndefined()
  })

  it('is required; before a state is chosen any plausible number passes', () => {
    expect(licenceNumberError('', 'NSW')).toBe('required')
    expect(cardNumberError('  ', 'VIC')).toBe('required')
    expect(licenceNumberError('AB1234', '')).toBeUndefined()
    expect(licenceNumberError('AB-12/34', '')).toBe('format')
  })
})
