import type { ReactNode } from 'react'

export interface FieldChrome {
  /** The control's id; its hint and error take `<id>-hint` and `<id>-error`. */
  id: string
  label: string
  /** Format help shown under the label ("As printed on the card, MM/YYYY"). */
  hint?: string
  /** The error message, already in the shopper's language. */
  message?: string
}

/** The ids a control names in `aria-describedby`: its hint, then its error. */
export const describedBy = ({ id, hint, message }: Pick<FieldChrome, 'id' | 'hint' | 'message'>): string | undefined =>
  [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined

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
