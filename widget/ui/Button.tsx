import type { ReactNode } from 'react'

interface ButtonProps {
  children: ReactNode
  onClick: () => void
  variant?: 'primary' | 'secondary' | 'link'
  /** Shows progress and ignores presses: the guard against double submits. */
  busy?: boolean
  disabled?: boolean
  id?: string
  /** The id of what explains the button, such as why it is disabled for now (read when it gets focus). */
  describedBy?: string
}

export function Button({
  children,
  onClick,
  variant = 'primary',
  busy = false,
  disabled = false,
  id,
  describedBy,
}: ButtonProps) {
  return (
    <button
      id={id}
      type="button"
      className={`button button--${variant}`}
      aria-disabled={busy || disabled}
      aria-describedby={describedBy}
      aria-busy={busy}
      onClick={() => {
        if (!busy && !disabled) onClick()
      }}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  )
}
