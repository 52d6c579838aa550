import type { FieldBinding } from './form'
import { FieldGroup, type GroupChrome } from '../ui/Field'

interface RadioGroupProps extends FieldBinding, GroupChrome {
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
export function RadioGroup({ options, disabled = false, ...field }: RadioGroupProps) {
  const { id, name, value, error, onInput } = field
  return (
    <FieldGroup {...field} className="radio-group" disabled={disabled}>
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
    </FieldGroup>
  )
}
