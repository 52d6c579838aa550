import type { SupportPhone } from './failure-text'

/** A text that gives the support number, the number a link that calls it (spec §8, §9): one tap on a phone. */
export function PhoneLinkText({ text, phone }: { text: string; phone?: SupportPhone }) {
  const at = phone ? text.indexOf(phone.number) : -1
  if (!phone || at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <a href={phone.href} aria-label={phone.label}>
        {phone.number}
      </a>
      {text.slice(at + phone.number.length)}
    </>
  )
}
