import type { FieldBinding } from './form'
import { joinDate, splitDate } from './date-value'
import { FieldGroup, type GroupChrome } from '../ui/Field'

interface DateFieldProps extends FieldBinding, GroupChrome {
  /** Labels of the three parts, in the shopper's language. */
  parts: { day: string; month: string; year: string }
  autoComplete?: 'bday'
}

/**
 * A date a person knows by heart (date of birth) as three short numeric
 * fields under one legend, as the GOV.UK and NHS design systems ask for it
 * (docs/architecture.md "Facts from the field"): no picker to scroll through decades. The value is `D/M/YYYY`
 * as typed (see ../kit/date-value); the first input carries the field's id.
 */
export function DateField({ parts, autoComplete, ...field }: DateFieldProps) {
  const { id, name, error, onInput } = field
  const [day, month, year] = splitDate(field.value)
  const set = (index: 0 | 1 | 2, part: string) => {
    const next: [string, string, string] = [day, month, year]
    next[index] = part.replace(/\D/g, '').slice(0, index === 2 ? 4 : 2)
    onInput(joinDate(next))
  }
  const inputs = [
    { key: 'day', label: parts.day, value: day, size: 'short', auto: autoComplete && 'bday-day' },
    { key: 'month', label: parts.month, value: month, size: 'short', auto: autoComplete && 'bday-month' },
    { key: 'year', label: parts.year, value: year, size: 'medium', auto: autoComplete && 'bday-year' },
  ] as const
  return (
    <FieldGroup {...field} className="date-field">
      <div className="date-field__parts">
        {inputs.map((input, index) => {
          const inputId = index === 0 ? id : `${id}-${input.key}`
          return (
            <div key={input.key} className="date-field__part">
              <label htmlFor={inputId}>{input.label}</label>
              <input
                id={inputId}
                name={`${name}-${input.key}`}
                className={`field__input field__input--${input.size}`}
                inputMode="numeric"
                autoComplete={input.auto || 'off'}
                maxLength={index === 2 ? 4 : 2}
                aria-invalid={error !== undefined}
                value={input.value}
                onInput={(event) => set(index as 0 | 1 | 2, event.currentTarget.value)}
              />
            </div>
          )
        })}
      </div>
    </FieldGroup>
  )
}
