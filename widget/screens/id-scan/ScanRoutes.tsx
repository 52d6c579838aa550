import { useEffect, useMemo } from 'react'
import { Route } from 'wouter'
import { lazyPart, usePrefetch } from '../../kit/lazy-part'
import type { ScreenProps } from '../../kit/screen-props'
import { useShell } from '../../ui/shell-context'
import { useSteps } from '../../ui/steps'
import { StrategyRoutes } from '../../kit/StrategyRoutes'
import { LoadingStep } from '../../ui/LoadingStep'
import { ConsentStep } from './ConsentStep'
import { createIdScanController, STEPS, type Mode } from './id-scan-controller'
import { IntroStep } from './IntroStep'
import { prefetchUpload } from './photo-send'
import { KycLaterStep } from './KycLaterStep'

/**
 * The camera, the picture checks, compression and uploads are not the first
 * step: they load while the consent or the intro shows (first-screen budget).
 */
const CapturePage = lazyPart('id-scan-capture', () => import('./CapturePage'))
/** Only a verdict turns pictures down: it loads while the session verifies them. */
const RetryStep = lazyPart('id-scan-retry', () => import('./RetryStep'))
/** The wait while the session verifies, with its poller: it loads with the camera's part, while the first step shows. */
const Verifying = lazyPart('id-scan-verifying', () => import('./VerifyingWait'))

/**
 * The steps of a scan, as nested in-memory routes. Shared by id-scan (the
 * document, selfie and facial scan) and selfie-registration (the selfie and
 * facial scan alone), which differ only in what is photographed.
 */
export function ScanRoutes({ props, mode }: { props: ScreenProps; mode: Mode }) {
  const steps = useSteps()!
  const { switches, publish } = useShell()
  const scan = useMemo(
    () => createIdScanController(props, steps.go, mode, switches.combinedPopup, publish),
    [props, steps, mode, switches.combinedPopup, publish],
  )
  useEffect(() => scan.dispose, [scan])
  usePrefetch(CapturePage, Verifying, prefetchUpload)
  return (
    <StrategyRoutes base={scan.base} first={scan.first}>
      <Route path={STEPS.later}>
        <KycLaterStep scan={scan} />
      </Route>
      <Route path={STEPS.consent}>
        <ConsentStep scan={scan} changeMethod={props.changeMethod} />
      </Route>
      <Route path={STEPS.intro}>
        <IntroStep scan={scan} changeMethod={props.changeMethod} />
      </Route>
      <Route path={STEPS.page}>
        <CapturePage
          scan={scan}
          changeMethod={props.changeMethod}
          fallback={<LoadingStep />}
          onLoadError={() => scan.track('sdk-load-error', { part: 'capture' })}
        />
      </Route>
      <Route path={STEPS.verifying}>
        <Verifying
          scan={scan}
          next={RetryStep}
          fallback={<LoadingStep />}
          onLoadError={() => scan.track('sdk-load-error', { part: 'verifying' })}
        />
      </Route>
      <Route path={STEPS.retry}>
        <RetryStep
          scan={scan}
          fallback={<LoadingStep />}
          onLoadError={() => scan.track('sdk-load-error', { part: 'retry' })}
        />
      </Route>
    </StrategyRoutes>
  )
}
