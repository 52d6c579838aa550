import { useSteps } from '../../ui/steps'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { STEPS } from './bank-id-fi-controller'

/** Why the bank is asked (`/bank_id_fi/why_do_we_ask`): the law, the match with the account, privacy. */
export function WhyStep() {
  const text = useText()
  const t = text.bankIdFi
  const steps = useSteps()!
  return (
    <Dialog
      title={t.whyTitle()}
      footer={
        <Button onClick={() => steps.back() || steps.go(STEPS.index, { replace: true })}>{text.common.gotIt()}</Button>
      }
    >
      <p>{t.whyLaw()}</p>
      <p>{t.whyMatch()}</p>
      <p>{t.whyPrivate()}</p>
    </Dialog>
  )
}
