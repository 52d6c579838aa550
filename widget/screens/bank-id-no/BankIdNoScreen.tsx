import { useEffect, useMemo } from 'react'
import { Route } from 'wouter'
import * as v from 'valibot'
import type { ScreenProps } from '../../app/screen-props'
import { useSteps } from '../../app/steps'
import { StrategyRoutes } from '../../app/StrategyRoutes'
import { useText } from '../../i18n/text'
import type { HandoffConfig } from '../../strategy/handoff'
import { useHandoff } from '../../strategy/use-handoff'
import { ActionNotice } from '../../ui/ActionNotice'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { ChoiceList } from '../../ui/ChoiceList'
import { Dialog } from '../../ui/Dialog'
import { HandoffNotice, HandoffStep } from '../../ui/HandoffStep'
import { createSignDocument } from './sign-document'

/** Spec §2.2 names no Norwegian paths: these are ours. */
export const BASE = '/bank_id_no'
const REVIEW = '/review'
const CHOOSE = '/index'
const IDENTIFY = '/identify'
const NAME = 'BankID'

/** design.md: BankID on mobile (SIM) is discontinued; the app and the code device remain. */
const METHODS = ['app', 'code_device'] as const
type Method = (typeof METHODS)[number]

const fields = { method: v.optional(v.picklist(METHODS)) }

const config: HandoffConfig<typeof fields> = {
  kind: 'bankid_page',
  intro: BASE + CHOOSE,
  step: BASE + IDENTIFY,
  fields,
  again: (state) => (state.method ? { method: state.method } : undefined),
}

/**
 * Norwegian BankID (bank_id_no, bank-id-no-v2, bank-id-no-signature): the
 * shopper picks the BankID app or a code device and identifies, or signs,
 * in BankID's own page through the child window. The signature variant
 * first shows what is being signed (`/bank_id_no/review`).
 */
export default function BankIdNoScreen(props: ScreenProps) {
  const signature = props.strategy.type === 'bank_id_no_signature'
  const { handoff, connection } = useHandoff(props, config)
  const text = useText()
  const first = handoff.first === config.intro && signature ? REVIEW : handoff.first.slice(BASE.length)
  return (
    <StrategyRoutes base={BASE} first={first}>
      {signature ? (
        <Route path={REVIEW}>
          <Review props={props} />
        </Route>
      ) : null}
      <Route path={CHOOSE}>
        <Choose props={props} signature={signature} handoff={handoff} />
      </Route>
      <Route path={IDENTIFY}>
        <HandoffStep handoff={handoff} connection={connection} name={NAME} estimate={text.bankIdNo.estimate()} changeMethod={props.changeMethod} />
      </Route>
    </StrategyRoutes>
  )
}

function Choose({ props, signature, handoff }: { props: ScreenProps; signature: boolean; handoff: ReturnType<typeof useHandoff>['handoff'] }) {
  const t = useText().bankIdNo
  const starting = handoff.phase.value === 'starting'
  const chosen = (handoff.choice.value as { method?: Method } | undefined)?.method ?? null
  return (
    <Dialog title={signature ? t.signTitle() : t.title()} busy={starting}>
      <p>{signature ? t.signIntro() : t.intro()}</p>
      <ChoiceList
        label={t.methods()}
        busy={starting ? chosen : null}
        choices={[
          { id: 'app', title: t.app(), hint: t.appHint() },
          { id: 'code_device', title: t.codeDevice(), hint: t.codeDeviceHint() },
        ]}
        onChoose={(method) => void handoff.launch({ method })}
      />
      <HandoffNotice handoff={handoff} name={NAME} />
      <ChangeMethodButton changeMethod={props.changeMethod} label={t.noBankId()} />
    </Dialog>
  )
}

function Review({ props }: { props: ScreenProps }) {
  const text = useText()
  const t = text.bankIdNo.review
  const steps = useSteps()!
  const sign = useMemo(() => createSignDocument(props), [props])
  useEffect(() => void sign.load(), [sign])
  const document = sign.document.value
  const failed = sign.failed.value
  return (
    <Dialog
      title={t.title()}
      busy={!document && !failed}
      footer={
        document ? (
          <Button onClick={() => steps.go(BASE + CHOOSE)}>{t.continue()}</Button>
        ) : failed ? (
          <Button onClick={() => void sign.load()}>{text.common.tryAgain()}</Button>
        ) : null
      }
    >
      <p>{t.lead()}</p>
      {document ? (
        // Focusable, so a keyboard can scroll a long text.
        <section className="signing-text" tabIndex={0} aria-label={t.label()}>
          {document.title ? <h2>{document.title}</h2> : null}
          <p>{document.text}</p>
        </section>
      ) : failed ? (
        <ActionNotice kind={failed} problem={t.failed()} />
      ) : (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> {t.loading()}
        </p>
      )}
      <ChangeMethodButton changeMethod={props.changeMethod} label={text.bankIdNo.noBankId()} />
    </Dialog>
  )
}
