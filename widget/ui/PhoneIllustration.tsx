/** A phone with a tick: approval in the provider's app (its waiting screen and its cancel confirmation). Decorative. */
export function PhoneIllustration({ size = 64 }: { size?: number }) {
  return (
    <svg className="illustration" viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect x="18" y="4" width="28" height="56" rx="5" fill="none" stroke="currentColor" stroke-width="3" />
      <path d="M26 34l5 5 9-11" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" />
    </svg>
  )
}
