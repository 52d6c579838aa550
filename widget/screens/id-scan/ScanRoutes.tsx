import { useEffect, useMemo } from 'react'
import { Route } from 'wouter'
import { lazyPart } from '../../app/lazy-part'
import type { ScreenProps } from '../../app/screen-props'
import { useShell } from '../../ui/shell-context'
import { useSteps } from '../../ui/steps'
import { StrategyRoutes } from '../../ui/StrategyRoutes'
import { LoadingStep } from '../../ui/LoadingStep'
import { ConsentStep } from './ConsentStep'
import { CONSENT, createIdScanController, INTRO, LATER, PAGE, RETRY, VERIFYING, type Mode } from './id-scan-controller'
import { IntroStep } from './IntroStep'
import { KycLaterStep } from './KycLaterStep'
import { RetryStep } from './RetryStep'
import { VerifyingStep } from './VerifyingStep'

/**
 * The camera, the picture checks, compression and uploads are not the first
 * step: they load while the consent or the intro shows (first-screen budget).
 */
const CapturePage = lazyPart('id-scan-capture', () => import('./CapturePage'))

/**
 * The steps of a scan, as nested in-memory routes. Shared by id-scan (the
 * document, selfie and facial scan) and selfie-registration (the selfie and
 * facial scan alone), which differ only in what is photographed.
 */
export function ScanRoutes({ props, mode }: { props: ScreenProps; mode: Mode }) {
  const steps = useSteps()!
  const { switches, publish } = useShell()
  const scan = useMemo(() => createIdScanController(props, steps.go, mode, switches.combinedPopup, publish), [props, steps, mode, switches.combinedPopup, publish])
  useEffect(() => scan.dispose, [scan])
  useEffect(() => CapturePage.prefetch(), [])
  return (
    <StrategyRoutes base={scan.base} first={scan.first}>
      <Route path={LATER}>
        <KycLaterStep scan={scan} />
      </Route>
      <Route path={CONSENT}>
        <ConsentStep scan={scan} changeMethod={props.changeMethod} />
      </Route>
      <Route path={INTRO}>
        <IntroStep scan={scan} changeMethod={props.changeMethod} />
      </Route>
      <Route path={PAGE}>
        <CapturePage scan={scan} changeMethod={props.changeMethod} fallback={<LoadingStep />} onLoadError={() => scan.track('sdk-load-error', { part: 'capture' })} />
      </Route>
      <Route path={VERIFYING}>
        <VerifyingStep scan={scan} />
      </Route>
      <Route path={RETRY}>
        <RetryStep scan={scan} />
      </Route>
    </StrategyRoutes>
  )
}
