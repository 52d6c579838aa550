import { useState } from 'react'
import type { ScreenProps } from '../../kit/screen-props'
import type { Text } from '../../i18n/text'
import type { CancelReason } from '../../kit/session'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { LostConnectionNotice } from '../../ui/LostConnectionNotice'
import { Notice } from '../../ui/Notice'
import type { OtpSendError } from '../../../contracts/otp-send-errors'
import { NEEDS_ANOTHER_NUMBER, type OtpController, type OtpNotice } from './otp-controller'

/** What both one-time-code steps show: the notices, the send errors with their ways out, the contact detail. */

export type Channel = 'email' | 'phone'

/** What each OTP step gets from the screen: its controller, the text, the channel and the screen's props. */
export interface OtpStepProps {
  otp: OtpController
  text: Text
  channel: Channel
  props: ScreenProps
}

/**
 * The contact detail as shown: a short masked phone number keeps its groups
 * together (no-break spaces); anything longer, an e-mail address included,
 * may wrap, so a long value never pushes the dialog wider than the frame.
 */
export const displayContact = (detail: string) =>
  detail.length <= 24 && !detail.includes('@') ? detail.replaceAll(' ', '\u00a0') : detail

const sendErrorText = (text: Text, error: OtpSendError, contactDetail: string): string => {
  const t = text.otp.sendErrors
  switch (error) {
    case 'network_issue':
      return t.networkIssue()
    case 'session_timeout':
      return t.sessionTimeout()
    case 'technical_issue':
      return t.technicalIssue()
    case 'invalid_recipient':
      return t.invalidRecipient({ contactDetail: displayContact(contactDetail) })
    case 'voip_is_blocked':
      return t.voipIsBlocked()
    case 'landline_is_blocked':
      return t.landlineIsBlocked()
    case 'geofence_unsupported_country':
      return t.geofenceUnsupportedCountry()
    case 'sendout_delays':
      return text.otp.sendoutDelays()
  }
}

/**
 * Spec §8's send errors, each in its own words, with the way out it needs:
 * a number that cannot get texts can be changed (the session ends with
 * `change_phone_number` and the checkout asks for another), an address
 * that cannot get mail leads to another method, a timed-out session back
 * to the checkout. Transient ones keep the send button for another try.
 */
export function SendErrorLine({
  otp,
  text,
  channel,
  props,
}: Omit<OtpStepProps, 'props'> & { props: Pick<ScreenProps, 'cancel' | 'changeMethod'> }) {
  const error = otp.sendError.value
  const [leaving, setLeaving] = useState(false)
  if (!error) return null
  const leave = (reason: CancelReason) => {
    setLeaving(true)
    void props.cancel(reason)
  }
  return (
    <>
      <Notice tone="error">{sendErrorText(text, error, otp.contactDetail.value)}</Notice>
      {error === 'session_timeout' ? (
        <Button variant="secondary" onClick={otp.timedOut}>
          {text.common.goBackToCheckout()}
        </Button>
      ) : NEEDS_ANOTHER_NUMBER.includes(error) ? (
        channel === 'phone' ? (
          <Button variant="secondary" busy={leaving} onClick={() => leave('change_phone_number')}>
            {text.otp.changeNumber()}
          </Button>
        ) : (
          <ChangeMethodButton changeMethod={props.changeMethod} />
        )
      ) : null}
    </>
  )
}

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
