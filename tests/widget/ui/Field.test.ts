import { describe, expect, it, vi } from 'vitest'
import { controlOf, describedBy } from '../../../widget/ui/Field'

const binding = { id: 'number', name: 'number', value: '12', onBlur: () => {} }

describe('describedBy', () => {
  it('names the hint, then the error, and nothing when there is neither', () => {
    expect(describedBy({ id: 'n', hint: 'h', message: 'm' })).toBe('n-hint n-error')
    expect(describedBy({ id: 'n', message: 'm' })).toBe('n-error')
    expect(describedBy({ id: 'n' })).toBeUndefined()
  })
})

describe('controlOf', () => {
  it('gives the control its id, name and value, valid while the binding holds no error', () => {
    expect(controlOf(binding)).toMatchObject({
      id: 'number',
      name: 'number',
      value: '12',
      'aria-invalid': false,
      'aria-describedby': undefined,
    })
  })

  it('marks the control invalid and ties it to its notes while there is an error', () => {
    const control = controlOf({ ...binding, error: 'required', hint: 'As on the card', message: 'Enter it' })
    expect(control['aria-invalid']).toBe(true)
    expect(control['aria-describedby']).toBe('number-hint number-error')
  })

  it("reports leaving the control to the binding's onBlur", () => {
    const onBlur = vi.fn()
    controlOf({ ...binding, onBlur }).onBlur()
    expect(onBlur).toHaveBeenCalledOnce()
  })
})
