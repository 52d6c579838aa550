import type { ScreenProps } from '../../kit/screen-props'
import { useText } from '../../i18n/text'
import { ActionNotice } from '../../ui/ActionNotice'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Dialog } from '../../ui/Dialog'
import type { BankIdSeController, Device } from './bank-id-se-controller'

/** The first step: this device or another one; the order starts only with the shopper's choice. */
export function ChooseStep({
  bankId,
  mobile,
  changeMethod,
}: {
  bankId: BankIdSeController
  mobile: boolean
  changeMethod: ScreenProps['changeMethod']
}) {
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
        <Button
          key={device}
          variant={i === 0 ? 'primary' : 'secondary'}
          busy={starting === device}
          onClick={() => void bankId.start(device)}
        >
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
