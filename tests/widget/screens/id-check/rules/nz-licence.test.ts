import { describe, expect, it } from 'vitest'
import { nzLicenceNumberError, nzVersionError } from '../../../../../widget/screens/id-check/rules/nz-licence'

describe('New Zealand driver licence', () => {
  it('licence number: two letters and six digits', () => {
    expect(nzLicenceNumberError('AB123456')).toBeUndefined()
    expect(nzLicenceNumberError('ab 123456')).toBeUndefined()
    expect(nzLicenceNumberError('')).toBe('required')
    expect(nzLicenceNumberError('A1234567')).toBe('format')
    expect(nzLicenceNumberError('AB12345')).toBe('format')
    expect(nzLicenceNumberError('ABC12345')).toBe('format')
  })

  it('version number: three digits, changing with every card', () => {
    expect(nzVersionError('123')).toBeUndefined()
    expect(nzVersionError('007')).toBeUndefined()
    expect(nzVersionError('')).toBe('required')
    expect(nzVersionError('12')).toBe('format')
    expect(nzVersionError('1234')).toBe('format')
    expect(nzVersionError('12a')).toBe('format')
  })
})
