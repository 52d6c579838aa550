import { describe, expect, it } from 'vitest'
import { namedFields } from '../../../widget/kit/named-fields'

const map = (name: string) =>
  ({ card_number: 'cardNumber', last_name: 'lastName' })[name] as 'cardNumber' | 'lastName' | undefined

describe('fields the session found wrong', () => {
  it('maps the session’s names to the form’s, keeping the codes', () => {
    expect(
      namedFields({ error: 'invalid_fields', fields: { card_number: 'format', last_name: 'mismatch' } }, map),
    ).toEqual({ cardNumber: 'format', lastName: 'mismatch' })
  })
  it('drops names the form does not know; a code that is not a short string is “rejected”', () => {
    expect(
      namedFields({ error: 'invalid_fields', fields: { other: 'x', card_number: 42, last_name: 'x'.repeat(41) } }, map),
    ).toEqual({ cardNumber: 'rejected', lastName: 'rejected' })
  })
  it('is empty for any other problem or a body without fields', () => {
    expect(namedFields({ error: 'too_many' }, map)).toEqual({})
    expect(namedFields({ error: 'invalid_fields', fields: 'nonsense' }, map)).toEqual({})
  })
})
