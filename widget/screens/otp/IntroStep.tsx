import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { useSecondsLeft } from '../../ui/use-seconds-left'
import { displayContact, OtpNoticeLine, type OtpStepProps } from './otp-parts'
import { SendErrorLine } from './SendErrorLine'

/**
 * `/otp/intro`: where the code goes, and the button that sends it. A
 * component of its own so that a tap re-renders this step alone (its busy
 * state), not the screen and its routes: on a slow phone that is the
 * difference the first tap feels.
 */
export function IntroStep({ otp, text, channel, props }: OtpStepProps) {
  const sending = otp.busy.value === 'sending'
  // Back from the code step, the cooldown still holds (spec §2.3): the button waits, and says why when it gets focus.
  // The countdown is no live region: a screen reader hears it on focus, not every second.
  const secondsLeft = useSecondsLeft(otp.resendAt.value)
  // The code step's own notices (a wrong code, a new code sent, a check that failed) are not the intro's to repeat.
  const notice = (['too-soon', 'send-failed', 'network'] as const).find((kind) => kind === otp.notice.value) ?? null
  return (
    <Dialog
      title={
        props.strategy.first_name
          ? text.otp.introTitleNamed({ customerName: props.strategy.first_name })
          : text.otp.introTitle()
      }
      busy={sending}
      footer={
        <Button
          onClick={otp.send}
          busy={sending}
          disabled={secondsLeft > 0}
          describedBy={secondsLeft > 0 ? 'otp-intro-wait' : undefined}
        >
          {sending ? text.otp.sending() : text.otp.sendCode()}
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
      <OtpNoticeLine notice={notice} text={text} seconds={otp.tooSoonBy.value} />
      {secondsLeft > 0 ? (
        <p id="otp-intro-wait" className="hint">
          {text.otp.resendIn({ seconds: secondsLeft })}
        </p>
      ) : null}
      <SendErrorLine otp={otp} text={text} channel={channel} props={props} />
    </Dialog>
  )
}
