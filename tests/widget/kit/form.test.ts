import { describe, expect, it, vi } from 'vitest'
import { createForm } from '../../../widget/kit/form'

const required = (value: string) => (value.trim() ? undefined : 'required')
const digits = (value: string) => (/^\d{4}$/.test(value) ? undefined : 'format')

function make() {
  const focus = vi.fn()
  const form = createForm(
    'f',
    {
      name: { rule: required, initial: 'Ann' },
      pin: { rule: (v) => required(v) ?? digits(v), clean: (raw) => raw.replace(/\D/g, '') },
    },
    focus,
  )
  return { form, focus }
}

describe('createForm', () => {
  it('starts from the initial values and shows no error before the shopper acts', () => {
    const { form } = make()
    expect(form.values.value).toEqual({ name: 'Ann', pin: '' })
    expect(form.errors.value).toEqual({})
  })

  it('checks a field when it is left, not while it is typed', () => {
    const { form } = make()
    form.bind('pin').onInput('12')
    expect(form.errors.value.pin).toBeUndefined()
    form.bind('pin').onBlur()
    expect(form.errors.value.pin).toBe('format')
  })

  it('leaving an empty field untouched raises nothing (tabbing through)', () => {
    const { form } = make()
    form.bind('pin').onBlur()
    expect(form.errors.value).toEqual({})
  })

  it('clears the error as soon as the value is right, without waiting for blur', () => {
    const { form } = make()
    form.bind('pin').onInput('12')
    form.bind('pin').onBlur()
    form.bind('pin').onInput('1234')
    expect(form.errors.value.pin).toBeUndefined()
  })

  it('cleans what is typed and caps any value (a 10 MB paste stays out)', () => {
    const { form } = make()
    form.bind('pin').onInput('1a2b')
    expect(form.values.value.pin).toBe('12')
    form.bind('name').onInput('x'.repeat(10_000_000))
    expect(form.values.value.name.length).toBe(200)
  })

  it('submit: every error shown, focus on the first invalid field in order, values kept', () => {
    const { form, focus } = make()
    form.bind('name').onInput(' ')
    expect(form.submit()).toBeNull()
    expect(form.errors.value).toEqual({ name: 'required', pin: 'required' })
    expect(focus).toHaveBeenCalledWith('f-name')
    expect(form.values.value.name).toBe(' ')
  })

  it('submit answers the values when all is well', () => {
    const { form } = make()
    form.bind('pin').onInput('1234')
    expect(form.submit()).toEqual({ name: 'Ann', pin: '1234' })
  })

  it('rules read the other values', () => {
    const focus = vi.fn()
    const form = createForm(
      'g',
      {
        state: { initial: 'NSW' },
        licence: { rule: (v, all) => (all.state === 'SA' && v.length !== 6 ? 'format' : undefined) },
      },
      focus,
    )
    form.bind('licence').onInput('1234567')
    expect(form.submit()).not.toBeNull()
    form.bind('state').onInput('SA')
    expect(form.submit()).toBeNull()
    expect(focus).toHaveBeenCalledWith('g-licence')
  })

  it('an error that depends on another field follows it: cleared or restated, never raised anew', () => {
    const focus = vi.fn()
    const rule = (v: string, all: Record<string, string>) =>
      all.state === 'SA' ? (v.length === 6 ? undefined : 'sa') : v.length === 8 ? undefined : 'nsw'
    const form = createForm('h', { state: { initial: 'NSW' }, licence: { rule }, other: { rule } }, focus)
    form.bind('licence').onInput('123456')
    form.bind('licence').onBlur()
    expect(form.errors.value).toEqual({ licence: 'nsw' })
    form.bind('state').onInput('SA')
    expect(form.errors.value).toEqual({})
    form.bind('state').onInput('NSW')
    // Not shown before: changing the state does not raise it.
    expect(form.errors.value).toEqual({})
    form.bind('licence').onBlur()
    form.bind('state').onInput('QLD')
    expect(form.errors.value).toEqual({ licence: 'nsw' })
    form.bind('licence').onInput('1234567')
    // The field being typed keeps its message until it is right.
    expect(form.errors.value).toEqual({ licence: 'nsw' })
  })

  it('errors the session names are shown and focused like the shopper’s own', () => {
    const { form, focus } = make()
    form.reject({ pin: 'rejected' })
    expect(form.errors.value.pin).toBe('rejected')
    expect(focus).toHaveBeenCalledWith('f-pin')
  })
})
