import { useMemo, useState } from 'react'
import type { CancelReason } from '../../session-api/cancel-session'
import { Route } from 'wouter'
import type { ScreenProps } from '../../app/screen-props'
import { useSteps } from '../../app/steps'
import { StrategyRoutes } from '../../app/StrategyRoutes'
import { useText, type Text } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Notice } from '../../ui/Notice'
import { CodeInput } from '../../ui/CodeInput'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { CODE_LENGTH, createOtpController, INPUT, INTRO, NEEDS_ANOTHER_NUMBER, OTP_BASE, type OtpController, type OtpNotice, type SendError } from './otp-controller'
import { useSecondsLeft } from '../../ui/use-seconds-left'

/** otp_phone and otp_email: `/otp/intro`, then the 6-digit code at `/otp/input` (spec §2.2). */
export default function OtpScreen(props: ScreenProps) {
  const steps = useSteps()!
  const otp = useMemo(() => createOtpController(props, steps.go), [props, steps])
  const text = useText()
  const channel = props.strategy.type === 'otp_email' ? 'email' : 'phone'
  return (
    <StrategyRoutes base={OTP_BASE} first={otp.first}>
      <Route path={INTRO}>
        <Dialog
          title={props.strategy.first_name ? text.otp.introTitleNamed({ customerName: props.strategy.first_name }) : text.otp.introTitle()}
          busy={otp.busy.value === 'sending'}
          footer={
            <Button onClick={otp.send} busy={otp.busy.value === 'sending'}>
              {otp.busy.value === 'sending' ? text.otp.sending() : text.otp.sendCode()}
            </Button>
          }
        >
          <p className="contact-detail">
            {channel === 'email'
              ? text.otp.introEmail()
              : otp.contactDetail.value
                ? text.otp.introPhoneNumber({ phoneNumber: displayContact(otp.contactDetail.value) })
                : text.otp.introPhone()}
          </p>
          <OtpNoticeLine notice={otp.notice.value} text={text} />
          <SendErrorLine otp={otp} text={text} channel={channel} props={props} />
        </Dialog>
      </Route>
      <Route path={INPUT}>
        <CodeEntry otp={otp} text={text} channel={channel} props={props} />
      </Route>
    </StrategyRoutes>
  )
}

type Channel = 'email' | 'phone'

/**
 * The contact detail as shown: a short masked phone number keeps its groups
 * together (no-break spaces); anything longer, an e-mail address included,
 * may wrap, so a long value never pushes the dialog wider than the frame.
 */
const displayContact = (detail: string) => (detail.length <= 24 && !detail.includes('@') ? detail.replaceAll(' ', '\u00a0') : detail)

function CodeEntry({ otp, text, channel, props }: { otp: OtpController; text: Text; channel: Channel; props: ScreenProps }) {
  const [attempt, setAttempt] = useState(0)
  const [lastCode, setLastCode] = useState('')
  const secondsLeft = useSecondsLeft(otp.resendAt.value)
  const wrong = otp.notice.value === 'wrong-code' || otp.notice.value === 'wrong-code-again'
  const verify = async (code: string) => {
    setLastCode(code)
    await otp.verify(code)
    if (otp.notice.peek() === 'wrong-code' || otp.notice.peek() === 'wrong-code-again') setAttempt((n) => n + 1)
  }
  // The resend link gives way to the countdown: focus goes to the field the new code belongs in, never to the page.
  const resend = async () => {
    await otp.resend()
    setAttempt((n) => n + 1)
  }
  const left = wrong ? otp.attemptsLeft.value : null
  return (
    <Dialog title={text.otp.entryTitle()} busy={otp.busy.value !== null} focusTitle={false}>
      {otp.contactDetail.value ? (
        <p id="otp-sent-to" className="contact-detail">
          {text.otp.sentTo({ contactDetail: displayContact(otp.contactDetail.value) })}
        </p>
      ) : null}
      <CodeInput
        id="otp-code"
        label={text.otp.codeLabel()}
        length={CODE_LENGTH}
        disabled={otp.busy.value === 'verifying' || otp.verified.value}
        invalid={wrong}
        describedBy={otp.contactDetail.value ? 'otp-sent-to otp-notice' : 'otp-notice'}
        resetKey={attempt}
        onComplete={verify}
      />
      <div id="otp-notice" aria-live="polite">
        {otp.busy.value === 'verifying' ? <Notice tone="info">{text.otp.verifying()}</Notice> : null}
        {otp.verified.value ? <Notice tone="info">{text.otp.verified()}</Notice> : null}
        <OtpNoticeLine notice={otp.notice.value} text={text} />
        {left !== null && left > 0 ? <p className="hint">{text.otp.attemptsLeft({ count: left })}</p> : null}
        <SendErrorLine otp={otp} text={text} channel={channel} props={props} />
      </div>
      {otp.notice.value === 'network' && lastCode ? (
        <Button variant="secondary" onClick={() => verify(lastCode)} busy={otp.busy.value === 'verifying'}>
          {text.common.tryAgain()}
        </Button>
      ) : null}
      {otp.verified.value ? null : (
        <>
          <p className="hint">{text.otp.arrivalHint()}</p>
          <div className="resend">
            {secondsLeft > 0 ? (
              <p className="hint">{text.otp.resendIn({ seconds: secondsLeft })}</p>
            ) : (
              <Button variant="link" onClick={() => void resend()} busy={otp.busy.value === 'resending'}>
                {text.otp.resend()}
              </Button>
            )}
          </div>
          {channel === 'phone' ? <p className="fine-print">{text.otp.ratesApply()}</p> : null}
        </>
      )}
    </Dialog>
  )
}

const sendErrorText = (text: Text, error: SendError, contactDetail: string): string => {
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
function SendErrorLine({ otp, text, channel, props }: { otp: OtpController; text: Text; channel: Channel; props: Pick<ScreenProps, 'cancel' | 'changeMethod'> }) {
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

function OtpNoticeLine({ notice, text }: { notice: OtpNotice | null; text: Text }) {
  switch (notice) {
    case null:
      return null
    case 'resent':
      return <Notice tone="info">{text.otp.resent()}</Notice>
    case 'network':
      return (
        <Notice tone="error">
          <strong>{text.network.title()}</strong> {text.network.description()}
        </Notice>
      )
    case 'send-failed':
      return <Notice tone="error">{text.otp.sendFailed()}</Notice>
    case 'wrong-code':
      return <Notice tone="error">{text.otp.wrongCode()}</Notice>
    case 'wrong-code-again':
      return <Notice tone="error">{text.otp.wrongCodeAgain()}</Notice>
  }
}
