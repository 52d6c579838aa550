import { useMemo } from 'react'
import { Route } from 'wouter'
import { ConsentScreen } from '../../kit/ConsentScreen'
import { lazyPart, usePrefetch } from '../../kit/lazy-part'
import type { ScreenProps } from '../../kit/screen-props'
import { useSteps } from '../../ui/steps'
import { StrategyRoutes } from '../../kit/StrategyRoutes'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { LoadingStep } from '../../ui/LoadingStep'
import { BASE, createBureauCheckController, STEPS } from './bureau-check-controller'
import { WaitStep } from './WaitStep'

/**
 * Only the session asks for the details again, after the bureau looked: the
 * form (its fields, the date) loads while the consent or the wait shows, not
 * with the first screen (its text too: `retry` is later text).
 */
const RetryStep = lazyPart('bureau-check-retry', () => import('./RetryStep'))

/**
 * bureau_check (AU, NZ, IT, MX; spec §2.3): `/bureau_check/consent` in
 * Australia (Agree and continue, or No thanks: another method),
 * `/bureau_check/start` in Mexico while the check starts (its session hands
 * over to the document and selfie scan first, spec §4),
 * `/bureau_check/wait` while the bureau checks, `/bureau_check/retry` when
 * the session asks the shopper to correct their details. Falling back to a
 * document, or Mexico's document and selfie scan, is the session's next
 * strategy, which the shell switches to.
 */
export default function BureauCheckScreen(props: ScreenProps) {
  const steps = useSteps()!
  const bureau = useMemo(() => createBureauCheckController(props, steps.go), [props, steps])
  const text = useText()
  usePrefetch(RetryStep)
  return (
    <StrategyRoutes base={BASE} first={bureau.first}>
      <Route path={STEPS.consent}>
        <ConsentScreen
          body={text.bureauCheck.consent()}
          footer={
            <>
              <Button onClick={bureau.agree}>{text.consent.agree()}</Button>
              <ChangeMethodButton changeMethod={props.changeMethod} label={text.consent.decline()} />
            </>
          }
        />
      </Route>
      <Route path={STEPS.start}>
        <WaitStep bureau={bureau} text={text} scanFirst />
      </Route>
      <Route path={STEPS.wait}>
        <WaitStep bureau={bureau} text={text} />
      </Route>
      <Route path={STEPS.retry}>
        <RetryStep bureau={bureau} text={text} fallback={<LoadingStep />} />
      </Route>
    </StrategyRoutes>
  )
}
