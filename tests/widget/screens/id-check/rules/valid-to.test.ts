import { describe, expect, it } from 'vitest'
import { readValidTo, validToError, validToIso } from '../../../../../widget/screens/id-check/rules/valid-to'

// 15 June 2026, local time: the rules compare calendar days.
const today = new Date(2026, 5, 15, 13, 30)

describe('Medicare valid-to date, in the format the card’s colour prints', () => {
  it('green cards print MM/YYYY and are valid to the end of that month', () => {
    expect(readValidTo('03/2027', 'green')).toEqual({ month: 3, year: 2027 })
    expect(validToError('03/2027', 'green', today)).toBeUndefined()
    expect(validToError('6/2026', 'green', today)).toBeUndefined() // still this month
    expect(validToError('05/2026', 'green', today)).toBe('expired')
    expect(validToIso('3/2027', 'green')).toBe('2027-03')
  })

  it('blue and yellow cards print DD/MM/YY and are valid to that day', () => {
    for (const colour of ['blue', 'yellow'] as const) {
      expect(readValidTo('31/05/28', colour)).toEqual({ day: 31, month: 5, year: 2028 })
      expect(validToError('15/06/26', colour, today)).toBeUndefined()
      expect(validToError('14/06/26', colour, today)).toBe('expired')
      expect(validToIso('1/2/27', colour)).toBe('2027-02-01')
    }
  })

  it('a green date is not a blue one, and the other way round', () => {
    expect(validToError('31/05/28', 'green', today)).toBe('format')
    expect(validToError('03/2027', 'blue', today)).toBe('format')
  })

  it('separators may be left out (phone number pads have none) or be - . or a space', () => {
    expect(readValidTo('032027', 'green')).toEqual({ month: 3, year: 2027 })
    expect(readValidTo('03-2027', 'green')).toEqual({ month: 3, year: 2027 })
    expect(readValidTo('310528', 'yellow')).toEqual({ day: 31, month: 5, year: 2028 })
    expect(readValidTo('31.05.2028', 'blue')).toEqual({ day: 31, month: 5, year: 2028 })
    expect(readValidTo('31 05 28', 'blue')).toEqual({ day: 31, month: 5, year: 2028 })
  })

  it.each([
    ['13/2027', 'green'],
    ['00/2027', 'green'],
    ['31/04/28', 'blue'],
    ['29/02/27', 'yellow'],
    ['00/01/28', 'blue'],
  ])('%s on a %s card is a date that cannot be', (value, colour) => {
    expect(validToError(value, colour, today)).toBe('invalidDate')
  })

  it('29 February exists in leap years', () => {
    expect(validToError('29/02/28', 'blue', today)).toBeUndefined()
  })

  it.each(['', 'soon', '2027', '3/27/1', '🙂/2027'])('%j is not a valid-to date', (value) => {
    expect(validToError(value, 'green', today)).toBe(value ? 'format' : 'required')
  })

  it('a date decades away is a typo', () => {
    expect(validToError('01/2099', 'green', today)).toBe('tooFar')
  })

  it('says nothing about the format until the colour is chosen (the colour is asked for first)', () => {
    expect(validToError('anything', '', today)).toBeUndefined()
    expect(validToError('', '', today)).toBe('required')
  })
})
