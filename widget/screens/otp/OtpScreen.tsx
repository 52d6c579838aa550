import { useMemo } from 'react'
import { Route } from 'wouter'
import { lazyPart, usePrefetch } from '../../kit/lazy-part'
import type { ScreenProps } from '../../kit/screen-props'
import { useSteps } from '../../ui/steps'
import { StrategyRoutes } from '../../kit/StrategyRoutes'
import { useText } from '../../i18n/text'
import { LoadingStep } from '../../ui/LoadingStep'
import { BASE, createOtpController, STEPS } from './otp-controller'
import { IntroStep } from './IntroStep'
import { sendErrorPart } from './SendErrorLine'

/** The code entry is not the first step: it loads while the intro shows (the code takes a round trip to send anyway). */
const CodeEntry = lazyPart('otp-input', () => import('./CodeEntry'))

/** otp_phone and otp_email: `/otp/intro`, then the 6-digit code at `/otp/input` (spec §2.2). */
export default function OtpScreen(props: ScreenProps) {
  const steps = useSteps()!
  const otp = useMemo(() => createOtpController(props, steps.go), [props, steps])
  const text = useText()
  const channel = props.strategy.type === 'otp_email' ? 'email' : 'phone'
  usePrefetch(CodeEntry, sendErrorPart)
  return (
    <StrategyRoutes base={BASE} first={otp.first}>
      <Route path={STEPS.intro}>
        <IntroStep otp={otp} text={text} channel={channel} props={props} />
      </Route>
      <Route path={STEPS.input}>
        <CodeEntry otp={otp} text={text} channel={channel} props={props} fallback={<LoadingStep />} />
      </Route>
    </StrategyRoutes>
  )
}
