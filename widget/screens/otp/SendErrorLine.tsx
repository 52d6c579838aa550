import { lazyPart } from '../../kit/lazy-part'
import { Notice } from '../../ui/Notice'
import type { SendErrorProps } from './otp-parts'

/**
 * Spec §8's send errors, each in its own words with the way out it needs
 * (./SendErrorPart.tsx): a part of their own, fetched while the intro shows,
 * since a send that goes through never shows one. Their words come with the
 * text the document left out (contracts/screen-catalog.ts `LATER_TEXT`). A
 * part that cannot load says the send failed, in words the document carries.
 */
const SendErrorPart = lazyPart('otp-send-error', () => import('./SendErrorPart'))

/** For the intro's prefetch (`usePrefetch`). */
export const sendErrorPart: { prefetch(): void } = SendErrorPart

/** The last send's error, if it had one. */
export function SendErrorLine(props: SendErrorProps) {
  return props.otp.sendError.value ? (
    <SendErrorPart {...props} fallback={null} failed={<Notice tone="error">{props.text.otp.sendFailed()}</Notice>} />
  ) : null
}
