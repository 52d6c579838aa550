import type { FocusEvent, ReactNode } from 'react'
import { afterPointer } from './after-pointer'

export interface FieldChrome {
  /** The control's id; its hint and error take `<id>-hint` and `<id>-error`. */
  id: string
  label: string
  /** Format help shown under the label ("As printed on the card, MM/YYYY"). */
  hint?: string
  /** The error message, already in the shopper's language (the form's binding carries only its code). */
  message?: string
}

/** A group of controls (radios, a date's parts) is named by a legend rather than a label. */
export interface GroupChrome extends Omit<FieldChrome, 'label'> {
  legend: string
}

/** What a field's control needs of the form's binding (../strategy/form `FieldBinding`). */
interface BoundControl extends Pick<FieldChrome, 'id' | 'hint' | 'message'> {
  name: string
  value: string
  error?: string
  onBlur(): void
}

/** The ids a control names in `aria-describedby`: its hint, then its error. */
export const describedBy = ({ id, hint, message }: Pick<FieldChrome, 'id' | 'hint' | 'message'>): string | undefined =>
  [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

/**
 * The attributes a field's single control (an input, a select) takes from
 * its binding: who it is, its value and state, and a check when it is left.
 */
export const controlOf = (field: BoundControl) => ({
  id: field.id,
  name: field.name,
  value: field.value,
  'aria-invalid': field.error !== undefined,
  'aria-describedby': describedBy(field),
  onBlur: () => afterPointer(field.onBlur),
})

/** Hint and error under a label, tied to the control by id (WCAG 1.3.1, 3.3.1). */
export function FieldNotes({ id, hint, message }: Pick<FieldChrome, 'id' | 'hint' | 'message'>) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="field__error">
          {message}
        </p>
      ) : null}
    </>
  )
}

/** A labelled control with its hint and error: every form field of every family is one of these. */
export function Field({ id, label, hint, message, children }: FieldChrome & { children: ReactNode }) {
  return (
    <div className={message ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldNotes id={id} hint={hint} message={message} />
      {children}
    </div>
  )
}

/**
 * Several controls under one legend, with the hint and error of the whole.
 * The group is checked when focus leaves it, not when it moves from one of
 * its controls to the next.
 */
export function FieldGroup({
  id,
  legend,
  hint,
  message,
  onBlur,
  className,
  disabled,
  children,
}: GroupChrome & { onBlur(): void; className: string; disabled?: boolean; children: ReactNode }) {
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) afterPointer(onBlur)
  }
  return (
    <fieldset
      className={message ? `field field--invalid ${className}` : `field ${className}`}
      aria-describedby={describedBy({ id, hint, message })}
      onBlur={leave}
      disabled={disabled}
    >
      <legend className="field__label">{legend}</legend>
      <FieldNotes id={id} hint={hint} message={message} />
      {children}
    </fieldset>
  )
}
