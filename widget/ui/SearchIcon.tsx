import { useShell } from './shell-context'

/**
 * Spec §3 input icons (shown unless the session turns them off): a
 * magnifier at the start of a search field. Goes just before the input,
 * inside a `field__control`, and the input makes room for it
 * (kit/styles.css): the room is there from the first render, so nothing
 * moves. Decorative (the label says what the field is for); in rem, so it
 * grows with zoom; in the text colour, so it follows the theme.
 */
export function SearchIcon() {
  const { switches } = useShell()
  return switches.inputIcons ? (
    <svg className="field__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M10.5 17a6.5 6.5 0 1 1 0-13 6.5 6.5 0 0 1 0 13zM15.5 15.5 20 20"
        fill="none"
        stroke="currentColor"
        stroke-width="2"
        stroke-linecap="round"
      />
    </svg>
  ) : null
}
