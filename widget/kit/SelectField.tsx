import type { FieldBinding } from './form'
import { describedBy, Field } from '../ui/Field'
import { afterPointer } from '../ui/after-pointer'

interface SelectFieldProps extends FieldBinding {
  label: string
  hint?: string
  message?: string
  options: ReadonlyArray<{ value: string; label: string }>
  /** Shown while nothing is chosen; no choice is made for the shopper. */
  placeholder?: string
}

/** A native select (it works with every keyboard, screen reader and phone picker). */
export function SelectField({
  id,
  name,
  value,
  error,
  onInput,
  onBlur,
  label,
  hint,
  message,
  options,
  placeholder,
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} message={message}>
      <select
        id={id}
        name={name}
        className="field__input"
        aria-invalid={error !== undefined}
        aria-describedby={describedBy({ id, hint, message })}
        value={value}
        onChange={(event) => onInput(event.currentTarget.value)}
        onBlur={() => afterPointer(onBlur)}
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
