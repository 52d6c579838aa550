import { useMemo } from 'react'
import { Route } from 'wouter'
import { lazyPart, usePrefetch } from '../../app/lazy-part'
import type { ScreenProps } from '../../app/screen-props'
import { useSteps } from '../../ui/steps'
import { StrategyRoutes } from '../../ui/StrategyRoutes'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { LoadingStep } from '../../ui/LoadingStep'
import { BASE, createOtpController, STEPS } from './otp-controller'
import { displayContact, OtpNoticeLine, SendErrorLine } from './otp-parts'

/** The code entry is not the first step: it loads while the intro shows (the code takes a round trip to send anyway). */
const CodeEntry = lazyPart('otp-input', () => import('./CodeEntry'))

/** otp_phone and otp_email: `/otp/intro`, then the 6-digit code at `/otp/input` (spec §2.2). */
export default function OtpScreen(props: ScreenProps) {
  const steps = useSteps()!
  const otp = useMemo(() => createOtpController(props, steps.go), [props, steps])
  const text = useText()
  const channel = props.strategy.type === 'otp_email' ? 'email' : 'phone'
  usePrefetch(CodeEntry)
  return (
    <StrategyRoutes base={BASE} first={otp.first}>
      <Route path={STEPS.intro}>
        <Dialog
          title={
            props.strategy.first_name
              ? text.otp.introTitleNamed({ customerName: props.strategy.first_name })
              : text.otp.introTitle()
          }
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
      <Route path={STEPS.input}>
        <CodeEntry otp={otp} text={text} channel={channel} props={props} fallback={<LoadingStep />} />
      </Route>
    </StrategyRoutes>
  )
}
