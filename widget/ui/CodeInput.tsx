import { useEffect, useRef, useState } from 'react'

interface CodeInputProps {
  id: string
  label: string
  length: number
  disabled: boolean
  invalid: boolean
  describedBy?: string
  /** Bumped by the parent to clear the field (after a wrong code). */
  resetKey: number
  onComplete(code: string): void
  /** A secret the shopper knows (a passcode): shown as dots, never offered for autofill. */
  masked?: boolean
}

/**
 * One real input, not one box per digit: it keeps paste, SMS autofill
 * (`one-time-code`), screen readers and undo working as people expect
 * (WCAG 2.2 3.3.8). Anything that is not a digit is dropped, so "123 456"
 * pastes as 123456. Complete, it submits itself.
 */
export function CodeInput({
  id,
  label,
  length,
  disabled,
  invalid,
  describedBy,
  resetKey,
  onComplete,
  masked = false,
}: CodeInputProps) {
  const [value, setValue] = useState('')
  const input = useRef<HTMLInputElement>(null)

  // A new resetKey empties the field; the first run does not, so what the shopper typed into a prerendered field stays.
  const mounted = useRef(false)
  useEffect(() => {
    if (mounted.current) setValue('')
    mounted.current = true
    input.current?.focus()
  }, [resetKey])

  return (
    <div className="code-input">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        {...(masked
          ? { type: 'password', name: 'passcode', autoComplete: 'off', maxLength: length }
          : { type: 'text', name: 'one-time-code', autoComplete: 'one-time-code' })}
        inputMode="numeric"
        pattern="[0-9]*"
        spellcheck={false}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        readOnly={disabled}
        value={value}
        onChange={(event) => {
          const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, length)
          // Write back at once so a rejected character never flashes in the field.
          event.currentTarget.value = digits
          setValue(digits)
          if (digits.length === length) onComplete(digits)
        }}
      />
    </div>
  )
}
