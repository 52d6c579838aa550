import { useText } from '../../i18n/text'
import { usePoller } from '../../kit/use-poller'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { CodeInput } from '../../ui/CodeInput'
import { Dialog } from '../../ui/Dialog'
import { LostConnectionNotice } from '../../ui/LostConnectionNotice'
import { Notice } from '../../ui/Notice'
import { Progress } from '../../ui/Progress'
import { bankLoginMessages } from './bank-login-messages'
import { Waiting } from '../../ui/Waiting'
import type { BankLoginController } from './bank-login-controller'
import { BankLoginNoticeLine } from './BankLoginNoticeLine'
import { NoticeRegion } from '../../ui/NoticeRegion'

type StepProps = { bankLogin: BankLoginController; bankName: string; changeMethod: () => Promise<'done' | 'offline'> }

/** `…/creds/:bankName/code`: the one-time code the bank sent (one field; complete, it is checked). */
export function CodeStep({ bankLogin, bankName, changeMethod }: StepProps) {
  const t = useText().bankLogin.code
  const verifying = bankLogin.busy.value === 'code'
  const notice = bankLogin.notice.value
  return (
    <Dialog title={t.title()} busy={verifying} focusTitle={false}>
      <p id="bank-code-lead">{t.lead({ selectedBank: bankName })}</p>
      <CodeInput
        id="bank-code"
        label={t.label()}
        length={bankLogin.codeLength.value}
        disabled={verifying}
        invalid={notice?.kind === 'wrong-code'}
        describedBy="bank-code-lead bank-code-notice"
        resetKey={bankLogin.wrongCodes.value}
        onComplete={(code) => void bankLogin.submitCode(code)}
      />
      <NoticeRegion id="bank-code-notice">
        {verifying ? <Notice tone="info">{t.verifying()}</Notice> : null}
        <BankLoginNoticeLine notice={notice} />
      </NoticeRegion>
      <ChangeMethodButton changeMethod={changeMethod} />
    </Dialog>
  )
}

/** `…/creds/:bankName/app`: approval in the bank's app, polled every 2 s (a dismissal leads back to the login). */
export function AppStep({ bankLogin, bankName, changeMethod }: StepProps) {
  const t = useText().bankLogin.app
  const poller = usePoller(true, { tick: bankLogin.poll, intervalMs: 2000 })
  return (
    <Dialog title={t.title()}>
      <p>{t.lead({ selectedBank: bankName })}</p>
      <Waiting status={t.waiting()} estimate={t.estimate()} connection={poller.connection.value} />
      <ChangeMethodButton changeMethod={changeMethod} />
    </Dialog>
  )
}

/** `/bank_login/verify`: the session reads the account and checks it against the shopper, polled until it says. */
export function VerifyStep({ bankLogin, bankName }: Omit<StepProps, 'changeMethod'>) {
  const text = useText()
  const t = text.bankLogin.verify
  const poller = usePoller(true, { tick: bankLogin.poll, intervalMs: 1000, immediate: true })
  return (
    <Dialog title={t.title()} busy>
      <p>{t.lead({ selectedBank: bankName })}</p>
      <Progress
        messages={bankLoginMessages(text)}
        estimate={t.estimate()}
        expectedMs={5000}
        caution={text.progress.doNotClose()}
      />
      {poller.connection.value === 'lost' ? <LostConnectionNotice retrying /> : null}
    </Dialog>
  )
}
