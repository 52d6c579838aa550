import { describe, expect, it } from 'vitest'
import { dateOfBirthError } from '../../../../widget/screens/bureau-check/rules/date-of-birth'

const today = new Date(2026, 5, 15)

describe('date of birth (three parts, D/M/YYYY)', () => {
  it.each(['27/3/1985', '1/1/1900', '29/2/2000', '15/6/2026'])('%s is a date of birth', (value) => {
    expect(dateOfBirthError(value, today)).toBeUndefined()
  })

  it.each([
    ['', 'required'],
    ['27//1985', 'incomplete'],
    ['//1985', 'incomplete'],
    ['31/4/1985', 'invalid'],
    ['29/2/2001', 'invalid'],
    ['27/13/1985', 'invalid'],
    ['27/3/85', 'year'],
    ['27/3/19850', 'year'],
    ['x/3/1985', 'invalid'],
    ['16/6/2026', 'future'],
    ['31/12/1899', 'tooOld'],
  ])('%j → %s', (value, error) => {
    expect(dateOfBirthError(value, today)).toBe(error)
  })
})
