import { describe, expect, it } from 'vitest'
import { isDigitCode } from '../../../widget/kit/digit-code'

describe('isDigitCode: the one check a one-time code, a passcode and a bank’s second factor pass before they are sent', () => {
  it.each([
    ['123456', 6, true],
    ['1357', 4, true],
    ['12345', 6, false],
    ['1234567', 6, false],
    ['12 456', 6, false],
    ['12a456', 6, false],
    ['', 4, false],
    ['١٢٣٤', 4, false],
  ])('%j with %i digits: %s', (code, length, ok) => {
    expect(isDigitCode(code, length)).toBe(ok)
  })
})
