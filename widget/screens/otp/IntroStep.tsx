import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { displayContact, OtpNoticeLine, SendErrorLine, type OtpStepProps } from './otp-parts'

/**
 * `/otp/intro`: where the code goes, and the button that sends it. A
 * component of its own so that a tap re-renders this step alone (its busy
 * state), not the screen and its routes: on a slow phone that is the
 * difference the first tap feels.
 */
export function IntroStep({ otp, text, channel, props }: OtpStepProps) {
  const sending = otp.busy.value === 'sending'
  return (
    <Dialog
      title={
        props.strategy.first_name
          ? text.otp.introTitleNamed({ customerName: props.strategy.first_name })
          : text.otp.introTitle()
      }
      busy={sending}
      footer={
        <Button onClick={otp.send} busy={sending}>
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
      <OtpNoticeLine notice={otp.notice.value} text={text} />
      <SendErrorLine otp={otp} text={text} channel={channel} props={props} />
    </Dialog>
  )
}
