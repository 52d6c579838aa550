import { useMemo, useState } from 'react'
import { Route } from 'wouter'
import type { ScreenProps } from '../../app/screen-props'
import { useSteps } from '../../app/steps'
import { StrategyRoutes } from '../../app/StrategyRoutes'
import { useText, type Text } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Notice } from '../../ui/Notice'
import { CodeInput } from '../../ui/CodeInput'
import { CODE_LENGTH, createOtpController, INPUT, INTRO, OTP_BASE, type OtpController, type OtpNotice } from './otp-controller'
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
          title={text.otp.introTitle()}
          busy={otp.busy.value === 'sending'}
          footer={
            <Button onClick={otp.send} busy={otp.busy.value === 'sending'}>
              {otp.busy.value === 'sending' ? text.otp.sending() : text.otp.sendCode()}
            </Button>
          }
        >
          <p>{channel === 'email' ? text.otp.introEmail() : text.otp.introPhone()}</p>
          <OtpNoticeLine notice={otp.notice.value} text={text} />
        </Dialog>
      </Route>
      <Route path={INPUT}>
        <CodeEntry otp={otp} text={text} channel={channel} />
      </Route>
    </StrategyRoutes>
  )
}

function CodeEntry({ otp, text, channel }: { otp: OtpController; text: Text; channel: 'email' | 'phone' }) {
  const [attempt, setAttempt] = useState(0)
  const [lastCode, setLastCode] = useState('')
  const secondsLeft = useSecondsLeft(otp.resendAt.value)
  const wrong = otp.notice.value === 'wrong-code' || otp.notice.value === 'wrong-code-again'
  const verify = async (code: string) => {
    setLastCode(code)
    await otp.verify(code)
    if (otp.notice.peek() === 'wrong-code' || otp.notice.peek() === 'wrong-code-again') setAttempt((n) => n + 1)
  }
  return (
    <Dialog title={text.otp.entryTitle()} busy={otp.busy.value !== null} focusTitle={false}>
      {otp.contactDetail.value ? (
        // No-break spaces keep a masked number such as "+46 70 ••• •• 67" on one line.
        <p>{text.otp.sentTo({ contactDetail: otp.contactDetail.value.replaceAll(' ', '\u00a0') })}</p>
      ) : null}
      <CodeInput
        id="otp-code"
        label={text.otp.codeLabel()}
        length={CODE_LENGTH}
        disabled={otp.busy.value === 'verifying' || otp.verified.value}
        invalid={wrong}
        describedBy="otp-notice"
        resetKey={attempt}
        onComplete={verify}
      />
      <div id="otp-notice" aria-live="polite">
        {otp.busy.value === 'verifying' ? <Notice tone="info">{text.otp.verifying()}</Notice> : null}
        {otp.verified.value ? <Notice tone="info">{text.otp.verified()}</Notice> : null}
        <OtpNoticeLine notice={otp.notice.value} text={text} />
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
              <Button variant="link" onClick={otp.resend} busy={otp.busy.value === 'resending'}>
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
