import { describe, expect, it } from 'vitest'
import { nameError } from '../../../widget/kit/person-name'

describe('a person’s name', () => {
  it.each([
    'Jane',
    'Mary-Jane',
    'O’Brien',
    "O'Brien",
    'de la Cruz',
    'Zoë',
    'Łukasz',
    'Nguyễn',
    'Ἀλέξανδρος',
    'St. John',
    '  Jane  ',
  ])('%j is a name', (name) => {
    expect(nameError(name)).toBeUndefined()
  })

  it.each(['J4ne', 'Jane🙂', 'Jane_Doe', 'Jane@example', '<b>', 'Jane, Ann'])('%j is refused', (name) => {
    expect(nameError(name)).toBe('characters')
  })

  it('is required unless optional (a middle name)', () => {
    expect(nameError(' ')).toBe('required')
    expect(nameError('', { optional: true })).toBeUndefined()
    expect(nameError('4', { optional: true })).toBe('characters')
  })

  it('has a length limit counted in characters, not UTF-16 units', () => {
    expect(nameError('a'.repeat(50))).toBeUndefined()
    expect(nameError('a'.repeat(51))).toBe('length')
    expect(nameError('JANE A CITIZEN', { max: 27 })).toBeUndefined()
    expect(nameError('JANE ALEXANDRA CITIZEN-JONES', { max: 27 })).toBe('length')
  })
})
