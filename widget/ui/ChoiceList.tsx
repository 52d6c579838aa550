import type { ReactNode } from 'react'

export interface Choice {
  id: string
  title: string
  hint?: string
  /** A logo or initials before the title (decorative: the title names it). */
  mark?: ReactNode
}

interface ChoiceListProps {
  /** Names the list for assistive tech ("How do you use BankID?", "Banks"). */
  label: string
  choices: readonly Choice[]
  /** The choice being acted on: it shows progress, and no other can be pressed meanwhile. */
  busy?: string | null
  onChoose(id: string): void
}

/**
 * A choice that acts at once (a BankID method, a bank): one large button
 * per option with its hint, in a labelled list. Pressing one is the tap
 * that opens a hand-off's window, so nothing may stand between the two.
 */
export function ChoiceList({ label, choices, busy = null, onChoose }: ChoiceListProps) {
  return (
    <ul className="choices" aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.id}>
          <button
            type="button"
            className="choice"
            aria-busy={busy === choice.id}
            aria-disabled={busy !== null}
            onClick={() => {
              if (busy === null) onChoose(choice.id)
            }}
          >
            {choice.mark}
            <span className="choice__text">
              <span className="choice__title">{choice.title}</span>
              {choice.hint ? <span className="choice__hint">{choice.hint}</span> : null}
            </span>
            {busy === choice.id ? (
              <span className="spinner" aria-hidden="true" />
            ) : (
              <svg
                className="choice__chevron"
                viewBox="0 0 24 24"
                width="20"
                height="20"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M9 5l7 7-7 7"
                  fill="none"
                  stroke="currentColor"
                  stroke-width="2"
                  stroke-linecap="round"
                  stroke-linejoin="round"
                />
              </svg>
            )}
          </button>
        </li>
      ))}
    </ul>
  )
}
