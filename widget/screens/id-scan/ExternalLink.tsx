import { useText } from '../../i18n/text'

/**
 * A link out of the frame, opened in a new window (the checkout stays).
 * Its address comes from the text, which is data: only https leaves.
 */
export function ExternalLink({ href, children }: { href: string; children: string }) {
  const text = useText()
  if (!href.startsWith('https://')) return null
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {text.common.opensInNewWindow()}</span>
    </a>
  )
}
