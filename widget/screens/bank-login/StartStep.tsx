import { useId, useState } from 'react'
import { useSteps } from '../../ui/steps'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Dialog } from '../../ui/Dialog'
import { BASE, STEPS, type BankLoginController } from './bank-login-controller'
import { BankLoginNoticeLine } from './BankLoginNoticeLine'

interface StartStepProps {
  bankLogin: BankLoginController
  /** The consent's UK clause (transactions of at most the last 90 days). */
  uk: boolean
  go: (path: string) => void
  changeMethod: () => Promise<'done' | 'offline'>
}

/**
 * `/bank_login/index` (spec §2.3): why and how safely, the consent with Show
 * more, Continue (which is the consent), and when the provider knows the
 * shopper's bank, a way to choose another one.
 */
export function StartStep({ bankLogin, uk, go, changeMethod }: StartStepProps) {
  const text = useText()
  const t = text.bankLogin.start
  const suggested = bankLogin.suggested.value
  const busy = bankLogin.busy.value !== null
  return (
    <Dialog
      title={t.title()}
      busy={busy}
      footer={
        <>
          <Button busy={busy} onClick={() => void bankLogin.consent(true)}>
            {text.common.continue()}
          </Button>
          {suggested ? (
            <Button variant="secondary" disabled={busy} onClick={() => void bankLogin.consent(false)}>
              {text.bankLogin.otherBank()}
            </Button>
          ) : null}
        </>
      }
    >
      <p>{t.lead()}</p>
      <ul className="assurances">
        <li>{t.noSave()}</li>
        <li>{t.encrypted()}</li>
      </ul>
      {suggested ? <p className="suggested-bank">{t.suggested({ bankName: suggested.name })}</p> : null}
      <Consent uk={uk} />
      <BankLoginNoticeLine notice={bankLogin.notice.value} />
      <p>
        <Button variant="link" onClick={() => go(BASE + STEPS.why)}>
          {t.why()}
        </Button>
      </p>
      <ChangeMethodButton changeMethod={changeMethod} />
    </Dialog>
  )
}

/** The consent text; Show more reveals the rest in place (a disclosure: the button says whether it is open). */
export function Consent({ uk }: { uk: boolean }) {
  const text = useText()
  const t = text.bankLogin.start
  const [open, setOpen] = useState(false)
  const more = useId()
  return (
    <div className="consent-text">
      <p>{t.consent()}</p>
      <div id={more} hidden={!open}>
        <p>{t.consentMore()}</p>
        {uk ? <p>{t.consentUk()}</p> : null}
      </div>
      <button
        type="button"
        className="button button--link"
        aria-expanded={open}
        aria-controls={more}
        onClick={() => setOpen(!open)}
      >
        {open ? text.common.showLess() : text.common.showMore()}
      </button>
    </div>
  )
}

/** `/bank_login/why_do_we_ask`. */
export function WhyStep() {
  const text = useText()
  const t = text.bankLogin.why
  const steps = useSteps()!
  return (
    <Dialog title={t.title()} footer={<Button onClick={() => steps.back()}>{text.common.gotIt()}</Button>}>
      <p>{t.body()}</p>
      <p>{t.safety()}</p>
    </Dialog>
  )
}
