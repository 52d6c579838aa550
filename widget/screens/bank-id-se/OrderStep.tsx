import type { ScreenProps } from '../../kit/screen-props'
import { useText } from '../../i18n/text'
import { usePoller } from '../../kit/use-poller'
import { ActionNotice } from '../../ui/ActionNotice'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Dialog } from '../../ui/Dialog'
import { Waiting } from '../../ui/Waiting'
import type { BankIdSeController, Device } from './bank-id-se-controller'
import { QrCode } from './qr-part'
import { failedMessage, pendingMessage } from './rules/hint-message'

const SCANNABLE = [undefined, 'outstandingTransaction', 'noClient']

/**
 * An order on one device, while the app has it: this device opens the app,
 * another scans the QR code that changes every second; collected every 2 s.
 * A failed order can be started again on either.
 */
export default function OrderStep({
  bankId,
  device,
  changeMethod,
}: {
  bankId: BankIdSeController
  device: Device
  changeMethod: ScreenProps['changeMethod']
}) {
  const text = useText()
  const t = text.bankIdSe
  const order = bankId.order.value
  const failed = !!order?.failedHint
  const waiting = !!order && !failed && order.device === device
  const collect = usePoller(waiting, { tick: bankId.collect, intervalMs: 2000 })
  const scannable = waiting && device === 'other' && SCANNABLE.includes(order.hint)
  // The order's answer carries its first code when the session sends one: the next comes a second later.
  usePoller(scannable, { tick: bankId.refreshQr, intervalMs: 1000, immediate: !bankId.qr.peek() })

  // Once the app has the order (scanned, or opened here), the next step happens there.
  const inApp = waiting && !SCANNABLE.includes(order.hint)
  const title = failed
    ? t.failedTitle()
    : order?.hint === 'userSign'
      ? t.finishTitle()
      : inApp
        ? t.continueTitle()
        : device === 'this'
          ? t.openTitle()
          : t.qrTitle()
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
            <Button
              variant="secondary"
              busy={bankId.starting.value === other}
              onClick={() => void bankId.start(other, true)}
            >
              {other === 'this' ? t.thisDevice() : t.otherDevice()}
            </Button>
          </>
        ) : null
      }
    >
      {scannable ? (
        <>
          <p>{t.qrInstructions()}</p>
          <div className="qr-frame">
            {bankId.qr.value ? (
              <QrCode
                value={bankId.qr.value}
                label={t.qrLabel()}
                fallback={<div className="qr-placeholder" aria-hidden="true" />}
                onLoadError={bankId.qrLoadFailed}
              />
            ) : (
              <div className="qr-placeholder" aria-hidden="true" />
            )}
          </div>
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
