import '@preact/signals'
import { act, fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { createForm } from '../../../widget/kit/form'
import { DateField } from '../../../widget/kit/DateField'
import { SelectField } from '../../../widget/kit/SelectField'
import { TextField } from '../../../widget/kit/TextField'
import { Progress } from '../../../widget/ui/Progress'
import { RadioGroup } from '../../../widget/kit/RadioGroup'
import { Form as FamilyForm } from '../../../widget/ui/Form'
import { ConsentScreen } from '../../../widget/kit/ConsentScreen'
import { Button } from '../../../widget/ui/Button'
import { createSteps, StepsContext } from '../../../widget/ui/steps'
import { Router } from 'wouter'
import { renderWithText } from '../render'

function Form({ form }: { form: ReturnType<typeof makeForm> }) {
  const errors = form.errors.value
  return (
    <form>
      <TextField
        {...form.bind('number')}
        label="Licence number"
        hint="As on the card"
        message={errors.number && 'Enter the licence number'}
        plain
      />
      <SelectField
        {...form.bind('state')}
        label="State"
        options={[{ value: 'NSW', label: 'New South Wales' }]}
        placeholder="Choose"
      />
      <DateField
        {...form.bind('born')}
        legend="Date of birth"
        message={errors.born && 'Enter a real date'}
        parts={{ day: 'Day', month: 'Month', year: 'Year' }}
        autoComplete="bday"
      />
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

  it('a message raised by leaving a field waits until a pointer press ends, so the tap lands where the shopper aimed', async () => {
    const form = createForm('p', { a: { rule: (v) => (v === 'ok' ? undefined : 'bad') } })
    function One() {
      return (
        <form>
          <TextField {...form.bind('a')} label="A" message={form.errors.value.a && 'Bad'} />
          <button type="button">Other</button>
        </form>
      )
    }
    renderWithText(<One />)
    const input = screen.getByLabelText('A')
    const other = screen.getByRole('button', { name: 'Other' })
    fireEvent.input(input, { target: { value: 'x' } })
    // Focus leaves on pointer down: the message waits, nothing below moves under the pointer.
    fireEvent.pointerDown(other)
    fireEvent.focusOut(input, { relatedTarget: other })
    expect(form.errors.value.a).toBeUndefined()
    fireEvent.pointerUp(other)
    await act(() => new Promise((r) => setTimeout(r, 0)))
    expect(form.errors.value.a).toBe('bad')
    // Left with the keyboard: at once.
    fireEvent.input(input, { target: { value: 'ok' } })
    expect(form.errors.value.a).toBeUndefined()
    fireEvent.input(input, { target: { value: 'z' } })
    fireEvent.focusOut(input)
    expect(form.errors.value.a).toBe('bad')
  })

  it('the select offers no preselected answer', () => {
    const form = makeForm()
    renderWithText(<Form form={form} />)
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('')
  })
})

describe('Progress', () => {
  it('announces the first message and the estimate once; the rotation is not a live region', () => {
    renderWithText(
      <Progress messages={['One…', 'Two…', 'Three…', 'Four…', 'Five…', 'Six…']} estimate="Usually under 2 minutes." />,
    )
    expect(screen.getByRole('status').textContent).toBe('One… Usually under 2 minutes.')
    expect(document.querySelector('.progress__message')!.getAttribute('aria-hidden')).toBe('true')
  })
})

describe('radio group', () => {
  const colourForm = () => createForm('card', { colour: { rule: (v) => (v ? undefined : 'required') }, after: {} })
  function Colours({ form }: { form: ReturnType<typeof colourForm> }) {
    return (
      <form>
        <RadioGroup
          {...form.bind('colour')}
          legend="Card colour"
          hint="As on the card"
          message={form.errors.value.colour && 'Choose the colour'}
          options={[
            { value: 'green', label: 'Green' },
            { value: 'blue', label: 'Blue' },
          ]}
        />
        <input aria-label="after" />
      </form>
    )
  }

  it('is native radios under one legend; the first carries the field id, where a missing choice takes focus', () => {
    const form = colourForm()
    renderWithText(<Colours form={form} />)
    const group = screen.getByRole('group', { name: 'Card colour' })
    expect(group.getAttribute('aria-describedby')).toBe('card-colour-hint')
    expect(screen.getByLabelText('Green').id).toBe('card-colour')
    expect(screen.getAllByRole('radio').every((r) => (r as HTMLInputElement).name === 'colour')).toBe(true)
    act(() => void form.submit())
    expect(document.activeElement).toBe(screen.getByLabelText('Green'))
    expect(group.getAttribute('aria-describedby')).toBe('card-colour-hint card-colour-error')
    fireEvent.click(screen.getByLabelText('Blue'))
    expect(form.values.value.colour).toBe('blue')
    expect(form.errors.value.colour).toBeUndefined()
  })

  it('is left when focus leaves the group, not when it moves from one radio to the next', () => {
    const onBlur = vi.fn()
    renderWithText(
      <form>
        <RadioGroup
          id="c"
          name="c"
          value=""
          onInput={() => {}}
          onBlur={onBlur}
          legend="Card colour"
          options={[
            { value: 'green', label: 'Green' },
            { value: 'blue', label: 'Blue' },
          ]}
        />
        <input aria-label="after" />
      </form>,
    )
    fireEvent.focusOut(screen.getByLabelText('Green'), { relatedTarget: screen.getByLabelText('Blue') })
    expect(onBlur).not.toHaveBeenCalled()
    fireEvent.focusOut(screen.getByLabelText('Blue'), { relatedTarget: screen.getByLabelText('after') })
    expect(onBlur).toHaveBeenCalledTimes(1)
  })
})

describe('progress', () => {
  it('says a lost connection under the wait, while the widget keeps trying', () => {
    renderWithText(<Progress messages={['One…', 'Two…', 'Three…', 'Four…', 'Five…', 'Six…']} connection="lost" />)
    expect(screen.getByText('We’ll keep trying until you’re back online.')).toBeTruthy()
  })
})

describe('consent screen', () => {
  const inSteps = (ui: preact.ComponentChildren) => {
    const steps = createSteps('/consent')
    return (
      <StepsContext.Provider value={steps}>
        <Router hook={steps.hook}>{ui}</Router>
      </StepsContext.Provider>
    )
  }
  it('shows the identity-check consent with Continue by default', () => {
    renderWithText(inSteps(<ConsentScreen />))
    expect(screen.getByRole('heading', { name: 'Verify your identity' })).toBeTruthy()
    expect(screen.getByText(/By pressing Continue you agree/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Read our privacy policy' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    )
  })
  it('takes a strategy’s own wording and answers (the AU bureau check)', () => {
    const agree = vi.fn()
    renderWithText(
      inSteps(
        <ConsentScreen
          body="By pressing Agree and continue…"
          footer={<Button onClick={agree}>Agree and continue</Button>}
        />,
      ),
    )
    expect(screen.getByText('By pressing Agree and continue…')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Agree and continue' }))
    expect(agree).toHaveBeenCalled()
  })
})

describe('form', () => {
  it('Enter in a field sends it (its button is in the footer, outside); Enter elsewhere does not', () => {
    const submit = vi.fn()
    renderWithText(
      <>
        <FamilyForm onSubmit={submit}>
          <input aria-label="A" />
          <select aria-label="S" />
        </FamilyForm>
        <button type="button">Footer</button>
      </>,
    )
    fireEvent.keyDown(screen.getByLabelText('A'), { key: 'Enter' })
    expect(submit).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(screen.getByLabelText('A'), { key: 'a' })
    fireEvent.keyDown(screen.getByLabelText('S'), { key: 'Enter' })
    expect(submit).toHaveBeenCalledTimes(1)
    expect(screen.getByLabelText('A').closest('form')!.noValidate).toBe(true)
  })
})
