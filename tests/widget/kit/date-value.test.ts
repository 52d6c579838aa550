import { describe, expect, it } from 'vitest'
import { isoDate, joinDate, parseDate, realDate, splitDate } from '../../../widget/kit/date-value'

describe('date values typed in three parts', () => {
  it('split and join round-trip, empty parts included', () => {
    expect(splitDate('')).toEqual(['', '', ''])
    expect(splitDate('3//1990')).toEqual(['3', '', '1990'])
    expect(joinDate(['3', '', '1990'])).toBe('3//1990')
    expect(joinDate(['', '', ''])).toBe('')
  })

  it.each([
    ['29/2/2024', '2024-02-29'],
    ['1/1/1990', '1990-01-01'],
    ['31/12/1999', '1999-12-31'],
  ])('%s is the real date %s', (typed, iso) => {
    expect(isoDate(parseDate(typed)!)).toBe(iso)
  })

  it.each(['29/2/2023', '31/4/2020', '0/1/2000', '1/13/2000', '1/1/90', '//', 'a/b/c', '1.5/1/2000'])(
    '%s is refused',
    (typed) => {
      expect(parseDate(typed)).toBeUndefined()
    },
  )

  it('realDate refuses a day the month does not have', () => {
    expect(realDate(30, 2, 2000)).toBeUndefined()
    expect(realDate(29, 2, 2000)).toBeDefined()
  })
})
