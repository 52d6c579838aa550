import { describe, expect, it } from 'vitest'
import {
  medicareCheckDigit,
  medicareIrnError,
  medicareNumberError,
} from '../../../../../widget/screens/id-check/rules/medicare'

describe('Medicare card number', () => {
  // The worked example of NEHTA's "Use of Healthcare Identifiers in Health Software Systems,
  // Software Conformance Requirements" v1.4: 2 + 1·3 + 2·7 + 3·9 + 4 + 5·3 + 6·7 + 7·9 = 170, remainder 0.
  it('computes the published example: 2123 4567 → check digit 0', () => {
    expect(medicareCheckDigit('21234567')).toBe(0)
    expect(medicareNumberError('2123 45670 1')).toBeUndefined()
  })

  it.each([
    ['2428 77813 2', 3], // 2 + 12 + 14 + 72 + 7 + 21 + 56 + 9 = 193
    ['6999 99997 1', 7], // 6 + 27 + 63 + 81 + 9 + 27 + 63 + 81 = 357
    ['3000 00003 9', 3], // 3 only
  ])('%s carries the check digit %i', (number, digit) => {
    expect(medicareCheckDigit(number.replace(/\s/g, '').slice(0, 8))).toBe(digit)
    expect(medicareNumberError(number)).toBeUndefined()
  })

  it('takes the number as printed: spaces and dashes are not part of it', () => {
    expect(medicareNumberError('2123-45670-1')).toBeUndefined()
    expect(medicareNumberError(' 2123456701 ')).toBeUndefined()
  })

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['2123 4567O 1', 'digits'],
    ['2123 45670 1🙂', 'digits'],
    ['2123 45670', 'length'],
    ['2123 45670 12', 'length'],
    ['1123 45670 1', 'firstDigit'],
    ['7123 45670 1', 'firstDigit'],
    ['2123 45671 1', 'checkDigit'], // a wrong check digit
    ['2132 45670 1', 'checkDigit'], // two digits swapped: the weights catch it
    ['2123 45670 0', 'issueNumber'],
  ])('%j → %s', (number, error) => {
    expect(medicareNumberError(number)).toBe(error)
  })

  it('individual reference number is one digit from 1 to 9', () => {
    expect(medicareIrnError('1')).toBeUndefined()
    expect(medicareIrnError(' 9 ')).toBeUndefined()
    expect(medicareIrnError('')).toBe('required')
    expect(medicareIrnError('0')).toBe('format')
    expect(medicareIrnError('10')).toBe('format')
    expect(medicareIrnError('a')).toBe('format')
  })
})
