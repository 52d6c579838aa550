import { useMemo } from 'react'
import { Route } from 'wouter'
import { lazyPart, usePrefetch } from '../../kit/lazy-part'
import type { ScreenProps } from '../../kit/screen-props'
import { useShell } from '../../ui/shell-context'
import { useSteps } from '../../ui/steps'
import { StrategyRoutes } from '../../kit/StrategyRoutes'
import { BASE, createBankIdSeController, STEPS } from './bank-id-se-controller'
import { ChooseStep } from './ChooseStep'
import { isMobileDevice } from './launch-url'
import { QrCode } from './qr-part'
import { LoadingStep } from '../../ui/LoadingStep'

/** The order's wait (its polls, the app's hints) is not the first step: it loads while the shopper chooses a device. */
const OrderStep = lazyPart('bank-id-se-order', () => import('./OrderStep'))

/** Opens the BankID app: a top-level navigation, which the app's link or scheme handler takes over. */
function launch(url: string) {
  const link = document.createElement('a')
  link.href = url
  link.target = '_top'
  link.rel = 'noopener'
  link.click()
}

/**
 * Swedish BankID: the shopper chooses this device or another one; the order
 * starts only then. `/bank_id_se/this_device` opens the app and waits;
 * `/bank_id_se/qr` shows the animated QR code and waits.
 */
export default function BankIdSeScreen(props: ScreenProps) {
  const steps = useSteps()!
  const mobile = useMemo(() => isMobileDevice(), [])
  const { publish } = useShell()
  const bankId = useMemo(
    () => createBankIdSeController(props, steps.go, { mobile, launch, publish }),
    [props, steps, mobile, publish],
  )
  usePrefetch(OrderStep, QrCode)
  return (
    <StrategyRoutes base={BASE} first={bankId.first}>
      <Route path={STEPS.choose}>
        <ChooseStep bankId={bankId} mobile={mobile} changeMethod={props.changeMethod} />
      </Route>
      <Route path={STEPS.thisDevice}>
        <OrderStep bankId={bankId} device="this" changeMethod={props.changeMethod} fallback={<LoadingStep />} />
      </Route>
      <Route path={STEPS.otherDevice}>
        <OrderStep bankId={bankId} device="other" changeMethod={props.changeMethod} fallback={<LoadingStep />} />
      </Route>
    </StrategyRoutes>
  )
}
