import { useState } from 'react'
import { Button } from '../../ui/Button'
import { CodeInput } from '../../ui/CodeInput'
import { Dialog } from '../../ui/Dialog'
import { Notice } from '../../ui/Notice'
import { useSecondsLeft } from '../../ui/use-seconds-left'
import { CODE_LENGTH } from './otp-controller'
import { displayContact, OtpNoticeLine, type OtpStepProps } from './otp-parts'
import { SendErrorLine } from './SendErrorLine'
import { NoticeRegion } from '../../ui/NoticeRegion'

/** `/otp/input`: the 6-digit code (spec §2.2), in a chunk of its own (OtpScreen loads it while the intro shows). */
export default function CodeEntry({ otp, text, channel, props }: OtpStepProps) {
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
      <NoticeRegion id="otp-notice">
        {otp.busy.value === 'verifying' ? <Notice tone="info">{text.otp.verifying()}</Notice> : null}
        <OtpNoticeLine notice={otp.notice.value} text={text} seconds={otp.tooSoonBy.value} />
        {left !== null && left > 0 ? <p className="hint">{text.otp.attemptsLeft({ count: left })}</p> : null}
        <SendErrorLine otp={otp} text={text} channel={channel} props={props} />
      </NoticeRegion>
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
