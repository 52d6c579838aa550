import { describe, expect, it } from 'vitest'
import { passportNumberError } from '../../../../../widget/screens/id-check/rules/passport'

describe('passport numbers by issuing country', () => {
  // docs/architecture.md "Facts from the field": one letter (N, E, D, F, A, C, U, X) or two (PA…PZ), then 7 digits.
  it.each([
    'N1234567',
    'E1234567',
    'D1234567',
    'F1234567',
    'A1234567',
    'C1234567',
    'U1234567',
    'X1234567',
    'PA1234567',
    'PZ1234567',
    'n 123 4567',
  ])('Australian %s has the form', (number) => {
    expect(passportNumberError(number, 'AU')).toBeUndefined()
  })

  it.each(['B1234567', 'N123456', 'N12345678', 'PA123456', 'QA1234567', '12345678', 'NN1234567'])(
    'Australian %s is refused',
    (number) => {
      expect(passportNumberError(number, 'AU')).toBe('format')
    },
  )

  it('New Zealand: one or two letters, then 6 or 7 digits', () => {
    expect(passportNumberError('LA123456', 'NZ')).toBeUndefined()
    expect(passportNumberError('N123456', 'NZ')).toBeUndefined()
    expect(passportNumberError('123456', 'NZ')).toBe('format')
  })

  it('other countries: 5 to 9 letters and digits', () => {
    expect(passportNumberError('533380006', 'GB')).toBeUndefined()
    expect(passportNumberError('1234', 'GB')).toBe('format')
    expect(passportNumberError('1234567890', 'GB')).toBe('format')
  })

  it('is required', () => {
    expect(passportNumberError(' ', 'AU')).toBe('required')
  })
})
