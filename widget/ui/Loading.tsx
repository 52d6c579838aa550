/** Shown while a screen's chunk arrives; the label keeps it from being a silent blank. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="loading" role="status">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
