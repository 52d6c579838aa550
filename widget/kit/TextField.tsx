import type { FieldBinding } from './form'
import { controlOf, Field, type FieldChrome } from '../ui/Field'

interface TextFieldProps extends FieldBinding, FieldChrome {
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
  type = 'text',
  inputMode,
  autoComplete = 'off',
  maxLength,
  plain = false,
  width,
  ...field
}: TextFieldProps) {
  return (
    <Field {...field}>
      <input
        {...controlOf(field)}
        className={width ? `field__input field__input--${width}` : 'field__input'}
        type={type as 'text'}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        spellcheck={plain ? false : undefined}
        autoCapitalize={plain ? 'off' : undefined}
        onInput={(event) => field.onInput(event.currentTarget.value)}
      />
    </Field>
  )
}
