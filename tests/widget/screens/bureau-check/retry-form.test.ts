import '@preact/signals'
import { describe, expect, it } from 'vitest'
import { createRetryForm, retryBody, retryFieldOf } from '../../../../widget/screens/bureau-check/retry-form'

describe('the bureau check retry form', () => {
  it('prefills the names the merchant sent (given and middle names together), never the date', () => {
    const form = createRetryForm({ first_name: 'Ana', middle_name: 'María', last_name: 'López' })
    expect(form.values.peek()).toEqual({ givenNames: 'Ana María', lastNames: 'López', dateOfBirth: '' })
  })

  it('maps the session names of its fields, and no other', () => {
    expect(retryFieldOf('given_names')).toBe('givenNames')
    expect(retryFieldOf('last_names')).toBe('lastNames')
    expect(retryFieldOf('date_of_birth')).toBe('dateOfBirth')
    expect(retryFieldOf('document_number')).toBeUndefined()
  })

  it('sends the names with their spaces tidied and the date as ISO', () => {
    expect(retryBody({ givenNames: '  Ana   María ', lastNames: 'López  Ruiz', dateOfBirth: '7/3/1985' })).toEqual({
      given_names: 'Ana María',
      last_names: 'López Ruiz',
      date_of_birth: '1985-03-07',
    })
  })
})
