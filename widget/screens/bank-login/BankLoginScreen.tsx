import { useMemo, type ReactNode } from 'react'
import { Redirect, Route, useParams } from 'wouter'
import { lazyParts, usePrefetch } from '../../kit/lazy-part'
import type { ScreenProps } from '../../kit/screen-props'
import { useSteps } from '../../ui/steps'
import { StrategyRoutes } from '../../kit/StrategyRoutes'
import { useText } from '../../i18n/text'
import { LoadingStep } from '../../ui/LoadingStep'
import {
  BASE,
  createBankLoginController,
  showsUkClause,
  STEPS,
  type BankLoginController,
} from './bank-login-controller'
import { StartStep, WhyStep } from './StartStep'

const later = lazyParts('bank-login', () => import('./later-steps'))
const SelectionStep = later('SelectionStep')
const CredentialsStep = later('CredentialsStep')
const CodeStep = later('CodeStep')
const AppStep = later('AppStep')
const VerifyStep = later('VerifyStep')
const ReportStep = later('ReportStep')
const ReportedStep = later('ReportedStep')

/**
 * bank_login and bank-login-obu (spec §2.2, §2.3): the start screen with the
 * consent, the bank selection, the bank's login with its second factor, the
 * session's check, and reporting a bank that is not listed. Each step is a
 * nested in-memory route; the dialog's back arrow goes one step back.
 */
export default function BankLoginScreen(props: ScreenProps) {
  const steps = useSteps()!
  const text = useText()
  const bankLogin = useMemo(
    () => createBankLoginController(props, steps.go, () => text.bankLogin.yourBank()),
    [props, steps],
  )
  const go = (path: string) => steps.go(path)
  // Back to the search: one step back when the search is the step before, else to it.
  const toSelection = () => steps.go(BASE + STEPS.selection)
  const { changeMethod } = props
  usePrefetch(SelectionStep)
  const loading = <LoadingStep />
  return (
    <StrategyRoutes base={BASE} first={bankLogin.first}>
      <Route path={STEPS.start}>
        <StartStep bankLogin={bankLogin} uk={showsUkClause(props.strategy)} go={go} changeMethod={changeMethod} />
      </Route>
      <Route path={STEPS.why}>
        <WhyStep />
      </Route>
      <Route path={STEPS.selection}>
        <SelectionStep bankLogin={bankLogin} go={go} changeMethod={changeMethod} fallback={loading} />
      </Route>
      <Route path={STEPS.code}>
        <WithBank bankLogin={bankLogin}>
          {(name) => <CodeStep bankLogin={bankLogin} bankName={name} changeMethod={changeMethod} fallback={loading} />}
        </WithBank>
      </Route>
      <Route path={STEPS.app}>
        <WithBank bankLogin={bankLogin}>
          {(name) => <AppStep bankLogin={bankLogin} bankName={name} changeMethod={changeMethod} fallback={loading} />}
        </WithBank>
      </Route>
      <Route path={STEPS.creds}>
        <WithBank bankLogin={bankLogin}>
          {() => (
            <CredentialsStep
              bankLogin={bankLogin}
              bank={bankLogin.bank.value!}
              otherBank={toSelection}
              changeMethod={changeMethod}
              fallback={loading}
            />
          )}
        </WithBank>
      </Route>
      <Route path={STEPS.verify}>
        <VerifyStep
          bankLogin={bankLogin}
          bankName={bankLogin.bank.value?.name ?? text.bankLogin.yourBank()}
          fallback={loading}
        />
      </Route>
      <Route path={STEPS.report}>
        <ReportStep bankLogin={bankLogin} fallback={loading} />
      </Route>
      <Route path={STEPS.reported}>
        <ReportedStep bankLogin={bankLogin} otherBank={toSelection} changeMethod={changeMethod} fallback={loading} />
      </Route>
    </StrategyRoutes>
  )
}

/** A step of the chosen bank: `:bankName` must be that bank, else the search opens (nothing is chosen yet). */
function WithBank({
  bankLogin,
  children,
}: {
  bankLogin: BankLoginController
  children: (bankName: string) => ReactNode
}) {
  const { bankName } = useParams<{ bankName: string }>()
  const bank = bankLogin.bank.value
  // wouter hands the segment over decoded or not depending on how it matched: accept both. Paths are relative inside the nest.
  return bank && (bankName === bank.name || bankName === encodeURIComponent(bank.name)) ? (
    children(bank.name)
  ) : (
    <Redirect to={STEPS.selection} replace />
  )
}
