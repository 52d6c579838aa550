import type { ScreenProps } from '../../kit/screen-props'
import type { Text } from '../../i18n/text'
import { LostConnectionNotice } from '../../ui/LostConnectionNotice'
import { Notice } from '../../ui/Notice'
import type { OtpController, OtpNotice } from './otp-controller'

/** What both one-time-code steps show: the notices, the send errors with their ways out, the contact detail. */

export type Channel = 'email' | 'phone'

/** What each OTP step gets from the screen: its controller, the text, the channel and the screen's props. */
export interface OtpStepProps {
  otp: OtpController
  text: Text
  channel: Channel
  props: ScreenProps
}

/** What a send error's line gets: a step's, but of the screen's props only the ways out. */
export type SendErrorProps = Omit<OtpStepProps, 'props'> & { props: Pick<ScreenProps, 'cancel' | 'changeMethod'> }

/**
 * The contact detail as shown: a short masked phone number keeps its groups
 * together (no-break spaces); anything longer, an e-mail address included,
 * may wrap, so a long value never pushes the dialog wider than the frame.
 */
export const displayContact = (detail: string) =>
  detail.length <= 24 && !detail.includes('@') ? detail.replaceAll(' ', '\u00a0') : detail

/** `seconds`: with `too-soon`, how long the session said to wait. */
export function OtpNoticeLine({
  notice,
  text,
  seconds,
}: {
  notice: OtpNotice | null
  text: Text
  seconds?: number | null
}) {
  switch (notice) {
    case null:
      return null
    case 'resent':
      return <Notice tone="info">{text.otp.resent()}</Notice>
    case 'network':
      return <LostConnectionNotice />
    case 'send-failed':
      return <Notice tone="error">{text.otp.sendFailed()}</Notice>
    case 'check-failed':
      return <Notice tone="error">{text.otp.checkFailed()}</Notice>
    case 'too-soon':
      // The countdown below shows when, second by second; a screen reader hears the wait the session gave, once.
      return (
        <Notice tone="info">
          {text.otp.tooSoon()}
          {seconds ? <span className="visually-hidden"> {text.otp.resendIn({ seconds })}</span> : null}
        </Notice>
      )
    case 'wrong-code':
      return <Notice tone="error">{text.otp.wrongCode()}</Notice>
    case 'wrong-code-again':
      return <Notice tone="error">{text.otp.wrongCodeAgain()}</Notice>
  }
}
