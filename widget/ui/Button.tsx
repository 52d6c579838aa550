import type { ReactNode } from 'react'

interface ButtonProps {
  children: ReactNode
  onClick: () => void
  variant?: 'primary' | 'secondary' | 'link'
  /** Shows progress and ignores presses: the guard against double submits. */
  busy?: boolean
  disabled?: boolean
}

export function Button({ children, onClick, variant = 'primary', busy = false, disabled = false }: ButtonProps) {
  return (
    <button
      type="button"
      className={`button button--${variant}`}
      aria-disabled={busy || disabled}
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
