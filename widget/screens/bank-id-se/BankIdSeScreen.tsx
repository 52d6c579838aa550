import { useEffect, useMemo } from 'react'
import { Route } from 'wouter'
import type { ScreenProps } from '../../app/screen-props'
import { useShell } from '../../app/shell-context'
import { useSteps } from '../../app/steps'
import { lazyPart } from '../../app/lazy-part'
import { StrategyRoutes } from '../../app/StrategyRoutes'
import { useText } from '../../i18n/text'
import { usePoller } from '../../strategy/use-poller'
import { ActionNotice } from '../../ui/ActionNotice'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Dialog } from '../../ui/Dialog'
import { Waiting } from '../../ui/Waiting'
import { BASE, CHOOSE, createBankIdController, OTHER_DEVICE, THIS_DEVICE, type BankIdController, type Device } from './bank-id-controller'
import { failedMessage, pendingMessage } from './hint-message'
import { isMobileDevice } from './launch-url'

/** The QR code and its encoder are not on the first step: they load while the shopper chooses a device. */
const QrCode = lazyPart('bank-id-se-qr', () => import('./QrCode'))

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
  const bankId = useMemo(() => createBankIdController(props, steps.go, { mobile, launch, publish }), [props, steps, mobile, publish])
  useEffect(() => QrCode.prefetch(), [])
  return (
    <StrategyRoutes base={BASE} first={bankId.first}>
      <Route path={CHOOSE}>
        <Choose bankId={bankId} mobile={mobile} changeMethod={props.changeMethod} />
      </Route>
      <Route path={THIS_DEVICE}>
        <OrderStep bankId={bankId} device="this" changeMethod={props.changeMethod} />
      </Route>
      <Route path={OTHER_DEVICE}>
        <OrderStep bankId={bankId} device="other" changeMethod={props.changeMethod} />
      </Route>
    </StrategyRoutes>
  )
}

type StepProps = { bankId: BankIdController; changeMethod: ScreenProps['changeMethod'] }

function Choose({ bankId, mobile, changeMethod }: StepProps & { mobile: boolean }) {
  const text = useText()
  const t = text.bankIdSe
  const starting = bankId.starting.value
  // The device the shopper most likely uses goes first: this one on a phone, the phone beside a computer.
  const order: Device[] = mobile ? ['this', 'other'] : ['other', 'this']
  return (
    <Dialog
      title={t.title()}
      busy={starting !== null}
      footer={order.map((device, i) => (
        <Button key={device} variant={i === 0 ? 'primary' : 'secondary'} busy={starting === device} onClick={() => void bankId.start(device)}>
          {device === 'this' ? t.thisDevice() : t.otherDevice()}
        </Button>
      ))}
    >
      <p>{t.intro()}</p>
      <ActionNotice kind={bankId.notice.value} problem={t.startFailed()} />
      <ChangeMethodButton changeMethod={changeMethod} label={t.noBankId()} />
    </Dialog>
  )
}

const SCANNABLE = [undefined, 'outstandingTransaction', 'noClient']

function OrderStep({ bankId, device, changeMethod }: StepProps & { device: Device }) {
  const text = useText()
  const t = text.bankIdSe
  const order = bankId.order.value
  const failed = !!order?.failedHint
  const waiting = !!order && !failed && order.device === device
  const collect = usePoller(waiting, { tick: bankId.collect, intervalMs: 2000 })
  const scannable = waiting && device === 'other' && SCANNABLE.includes(order.hint)
  usePoller(scannable, { tick: bankId.refreshQr, intervalMs: 1000, immediate: true })

  // Once the app has the order (scanned, or opened here), the next step happens there.
  const inApp = waiting && !SCANNABLE.includes(order.hint)
  const title = failed ? t.failedTitle() : order?.hint === 'userSign' ? t.finishTitle() : inApp ? t.continueTitle() : device === 'this' ? t.openTitle() : t.qrTitle()
  const message = failed ? failedMessage(order.failedHint) : pendingMessage(order?.hint, device === 'this')
  const other: Device = device === 'this' ? 'other' : 'this'
  return (
    <Dialog
      title={title}
      busy={bankId.starting.value !== null}
      footer={
        failed ? (
          <>
            <Button busy={bankId.starting.value === device} onClick={() => void bankId.start(device, true)}>
              {t.tryAgain()}
            </Button>
            <Button variant="secondary" busy={bankId.starting.value === other} onClick={() => void bankId.start(other, true)}>
              {other === 'this' ? t.thisDevice() : t.otherDevice()}
            </Button>
          </>
        ) : null
      }
    >
      {scannable ? (
        <>
          <p>{t.qrInstructions()}</p>
          <div className="qr-frame">{bankId.qr.value ? <QrCode value={bankId.qr.value} label={t.qrLabel()} fallback={<div className="qr-placeholder" aria-hidden="true" />} onLoadError={bankId.qrLoadFailed} /> : <div className="qr-placeholder" aria-hidden="true" />}</div>
        </>
      ) : null}
      <Waiting status={t.hints[message]()} connection={collect.connection.value} active={waiting}>
        {waiting && device === 'this' && order.launchUrl && !inApp ? (
          <p>
            <a className="button button--secondary" href={order.launchUrl} target="_top" rel="noopener">
              {t.openApp()}
            </a>
          </p>
        ) : null}
      </Waiting>
      <ActionNotice kind={bankId.notice.value} problem={t.startFailed()} />
      <ChangeMethodButton changeMethod={changeMethod} label={t.noBankId()} />
    </Dialog>
  )
}
