import '@preact/signals'
import { describe, expect, it } from 'vitest'
import { createDocumentFormSlot } from '../../../../widget/screens/id-check/document-form-slot'
import { formKit } from '../../../../widget/screens/id-check/form-kit'

const refusal = { error: 'invalid_fields', fields: { licence_number: 'mismatch', unknown: 'x' } }

describe('the document form slot', () => {
  it('has no form until the document step brings its kit, then one form, prefilled with the names', () => {
    const slot = createDocumentFormSlot({ first_name: 'Ana', last_name: 'López' }, 'AU')
    expect(slot.loaded()).toBeNull()
    const form = slot.formWith(formKit)
    expect(slot.formWith(formKit)).toBe(form)
    expect(slot.loaded()).toEqual({ form, kit: formKit })
    expect(form.values.peek()).toMatchObject({ firstName: 'Ana', lastName: 'López' })
  })

  it('keeps the document the shopper was on while it is offered, else the first offered', () => {
    const slot = createDocumentFormSlot({}, 'AU')
    expect(slot.documentOf(['passport', 'medicare'])).toBe('passport')
    slot.formWith(formKit).show('medicare')
    expect(slot.documentOf(['passport', 'medicare'])).toBe('medicare')
    expect(slot.documentOf(['passport'])).toBe('passport')
  })

  it('holds the fields a refusal names until the form is shown, and says when it names none', () => {
    const slot = createDocumentFormSlot({}, 'AU')
    expect(slot.hold(refusal, 'driver_licence')).toBe(false) // no form yet: nothing to name
    const form = slot.formWith(formKit)
    expect(slot.hold(null, 'driver_licence')).toBe(false)
    expect(slot.hold({ error: 'invalid_fields', fields: { nothing: 'x' } }, 'driver_licence')).toBe(false)
    expect(slot.hold(refusal, 'driver_licence')).toBe(true)
    expect(form.errors.peek()).toEqual({})
    slot.shown()
    expect(form.errors.peek()).toEqual({ licenceNumber: 'mismatch' })
  })
})
