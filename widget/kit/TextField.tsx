import type { FieldBinding } from './form'
import { describedBy, Field } from '../ui/Field'
import { afterPointer } from '../ui/after-pointer'

interface TextFieldProps extends FieldBinding {
  label: string
  hint?: string
  /** The error in words (the binding carries only its code). */
  message?: string
  type?: 'text' | 'email' | 'tel' | 'password'
  inputMode?: 'text' | 'numeric' | 'email' | 'tel'
  autoComplete?: string
  /** Characters the control accepts at most (the form caps every value too). */
  maxLength?: number
  /** Off for codes and numbers, where spelling and capitals only get in the way. */
  plain?: boolean
  width?: 'short' | 'medium'
}

/** One text input of a form: label, hint and error tied together, checked when left. */
export function TextField({
  id,
  name,
  value,
  error,
  onInput,
  onBlur,
  label,
  hint,
  message,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  maxLength,
  plain = false,
  width,
}: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} message={message}>
      <input
        id={id}
        name={name}
        className={width ? `field__input field__input--${width}` : 'field__input'}
        type={type as 'text'}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        spellcheck={plain ? false : undefined}
        autoCapitalize={plain ? 'off' : undefined}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy({ id, hint, message })}
        value={value}
        onInput={(event) => onInput(event.currentTarget.value)}
        onBlur={() => afterPointer(onBlur)}
      />
    </Field>
  )
}
