import '@preact/signals'
import { act, fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { createForm } from '../../../widget/strategy/form'
import { DateField } from '../../../widget/ui/DateField'
import { SelectField } from '../../../widget/ui/SelectField'
import { TextField } from '../../../widget/ui/TextField'
import { Progress } from '../../../widget/ui/Progress'
import { renderWithText } from '../render'

function Form({ form }: { form: ReturnType<typeof makeForm> }) {
  const errors = form.errors.value
  return (
    <form>
      <TextField {...form.bind('number')} label="Licence number" hint="As on the card" message={errors.number && 'Enter the licence number'} plain />
      <SelectField {...form.bind('state')} label="State" options={[{ value: 'NSW', label: 'New South Wales' }]} placeholder="Choose" />
      <DateField {...form.bind('born')} legend="Date of birth" message={errors.born && 'Enter a real date'} parts={{ day: 'Day', month: 'Month', year: 'Year' }} autoComplete="bday" />
    </form>
  )
}
const makeForm = () =>
  createForm('id', {
    number: { rule: (v) => (v ? undefined : 'required') },
    state: {},
    born: { rule: (v) => (/^\d+\/\d+\/\d{4}$/.test(v) ? undefined : 'date') },
  })

describe('form fields', () => {
  it('tie the hint and the error to the control, and mark it invalid', () => {
    const form = makeForm()
    renderWithText(<Form form={form} />)
    const input = screen.getByLabelText('Licence number')
    expect(input.getAttribute('aria-describedby')).toBe('id-number-hint')
    act(() => void form.submit())
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe('id-number-hint id-number-error')
    expect(document.getElementById('id-number-error')!.textContent).toBe('Enter the licence number')
    expect(document.activeElement).toBe(input)
  })

  it('a date is three numeric fields under one legend; the first carries the field id', () => {
    const form = makeForm()
    renderWithText(<Form form={form} />)
    const day = screen.getByLabelText('Day')
    expect(day.id).toBe('id-born')
    expect(day.getAttribute('inputmode')).toBe('numeric')
    expect(day.getAttribute('autocomplete')).toBe('bday-day')
    fireEvent.input(day, { target: { value: '3x1' } })
    fireEvent.input(screen.getByLabelText('Month'), { target: { value: '4' } })
    fireEvent.input(screen.getByLabelText('Year'), { target: { value: '19901' } })
    expect(form.values.value.born).toBe('31/4/1990')
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeTruthy()
  })

  it('the select offers no preselected answer', () => {
    const form = makeForm()
    renderWithText(<Form form={form} />)
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('')
  })
})

describe('Progress', () => {
  it('announces the first message and the estimate once; the rotation is not a live region', () => {
    renderWithText(<Progress messages={['One…', 'Two…']} estimate="Usually under 2 minutes." />)
    expect(screen.getByRole('status').textContent).toBe('One… Usually under 2 minutes.')
    expect(document.querySelector('.progress__message')!.getAttribute('aria-hidden')).toBe('true')
  })
})
