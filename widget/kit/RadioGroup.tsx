import type { FocusEvent } from 'react'
import type { FieldBinding } from './form'
import { describedBy, FieldNotes } from '../ui/Field'
import { afterPointer } from '../ui/after-pointer'

interface RadioGroupProps extends FieldBinding {
  legend: string
  hint?: string
  message?: string
  options: ReadonlyArray<{ value: string; label: string }>
  /** While a call runs: the choice stays visible but cannot change. */
  disabled?: boolean
}

/**
 * A choice among a few options, all in view (a card's colour, which
 * document): native radios under one legend, so arrow keys move between
 * them and screen readers say "1 of 3". The first radio carries the field's
 * id, where focus goes when the choice is missing.
 */
export function RadioGroup({
  id,
  name,
  value,
  error,
  onInput,
  onBlur,
  legend,
  hint,
  message,
  options,
  disabled = false,
}: RadioGroupProps) {
  // Left when focus moves outside the group, not from one radio to the next.
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) afterPointer(onBlur)
  }
  return (
    <fieldset
      className={message ? 'field field--invalid radio-group' : 'field radio-group'}
      aria-describedby={describedBy({ id, hint, message })}
      onBlur={leave}
      disabled={disabled}
    >
      <legend className="field__label">{legend}</legend>
      <FieldNotes id={id} hint={hint} message={message} />
      {options.map((option, index) => {
        const optionId = index === 0 ? id : `${id}-${option.value}`
        return (
          <div key={option.value} className="radio-group__option">
            <input
              id={optionId}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error !== undefined || undefined}
              onChange={() => onInput(option.value)}
            />
            <label htmlFor={optionId}>{option.label}</label>
          </div>
        )
      })}
    </fieldset>
  )
}
