import { useId } from 'react'

interface RadioGroupProps<T extends string> {
  legend: string
  hint?: string
  options: ReadonlyArray<{ value: T; label: string }>
  value: T
  onChange: (value: T) => void
  disabled?: boolean
}

/**
 * One choice among a few, all visible (a document type, a device): native
 * radio buttons in a fieldset, so arrow keys, screen readers and phones
 * work as everywhere; the whole row is the target (WCAG 2.5.8).
 */
export function RadioGroup<T extends string>({ legend, hint, options, value, onChange, disabled = false }: RadioGroupProps<T>) {
  const id = useId()
  return (
    <fieldset className="field radio-group" aria-describedby={hint ? `${id}-hint` : undefined} disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {options.map((option) => (
        <label key={option.value} className="radio">
          <input type="radio" name={id} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  )
}
