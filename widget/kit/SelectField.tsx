import type { FieldBinding } from './form'
import { controlOf, Field, type FieldChrome } from '../ui/Field'

interface SelectFieldProps extends FieldBinding, FieldChrome {
  options: ReadonlyArray<{ value: string; label: string }>
  /** Shown while nothing is chosen; no choice is made for the shopper. */
  placeholder?: string
}

/** A native select (it works with every keyboard, screen reader and phone picker). */
export function SelectField({ options, placeholder, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      <select
        {...controlOf(field)}
        className="field__input"
        onChange={(event) => field.onInput(event.currentTarget.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  )
}
