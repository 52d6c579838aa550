/**
 * A search's one polite live region (WCAG 4.1.3): what it found is said
 * once per settled search (`turn` changes with each, so the same count after
 * a new search is said again), never on every keystroke. Shown too, as a hint.
 */
export function SearchAnnouncement({ said, turn, error = false }: { said: string; turn: string; error?: boolean }) {
  return (
    <p className={error ? 'field__error' : 'hint'} role="status">
      <span key={turn}>{said}</span>
    </p>
  )
}
