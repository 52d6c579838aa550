import { useState } from 'react'
import type { Text } from '../../i18n/text'
import type { CancelReason } from '../../kit/session'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Notice } from '../../ui/Notice'
import type { OtpSendError } from '../../../contracts/otp-send-errors'
import { NEEDS_ANOTHER_NUMBER } from './otp-controller'
import { displayContact, type SendErrorProps } from './otp-parts'

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
export default function SendErrorPart({ otp, text, channel, props }: SendErrorProps) {
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
