import { useEffect, useMemo } from 'react'
import { Redirect, Route } from 'wouter'
import { lazyParts, usePrefetch } from '../../kit/lazy-part'
import type { ScreenProps } from '../../kit/screen-props'
import { useSteps } from '../../ui/steps'
import { StrategyRoutes } from '../../kit/StrategyRoutes'
import { useText } from '../../i18n/text'
import { ConsentScreen } from '../../kit/ConsentScreen'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { LoadingStep } from '../../ui/LoadingStep'
import { isIdMarket, type DocumentType } from './document-types'
import { BASE, createIdCheckController, documentStep, STEPS } from './id-check-controller'

/**
 * The document form and its rules, and the wait while the session checks it:
 * a chunk of their own, fetched as the check opens (the consent comes first).
 */
const later = lazyParts('id-check', () => import('./later-steps'))
const DocumentForm = later('DocumentStep')
const Checking = later('CheckingStep')

/**
 * id_check (AU and NZ; spec §2.3): `/id_check/consent`, the document at
 * `/id_check/{AU|NZ}/{driver_licence|passport|medicare}`, `/id_check/loading`
 * while the session checks it, `/id_check/document_verified` when one more
 * document is needed. Failures show on the shell's failure screen with the
 * customer-support line (spec §8). What spec §2.1 gives id-check (the
 * session url, the names, the market, the success and event handlers) is
 * the strategy's and the flow's; the registry adds the failure handler.
 */
export default function IdCheckScreen(props: ScreenProps) {
  const market = props.strategy.market
  if (!isIdMarket(market)) return <UnsupportedMarket props={props} />
  return <IdCheck props={props} market={market} />
}

/** The check exists for Australia and New Zealand only: any other market is a session fault. */
function UnsupportedMarket({ props }: { props: ScreenProps }) {
  useEffect(() => {
    props.report(new Error(`id_check has no documents for market ${props.strategy.market ?? '(none)'}`))
    props.onFailure?.('technical-issue')
  }, [props])
  return null
}

function IdCheck({ props, market }: { props: ScreenProps; market: 'AU' | 'NZ' }) {
  const steps = useSteps()!
  const check = useMemo(() => createIdCheckController(props, market, steps.go), [props, market, steps])
  const text = useText()
  usePrefetch(DocumentForm)
  return (
    <StrategyRoutes base={BASE} first={check.first}>
      <Route path={STEPS.consent}>
        <ConsentScreen footer={<Button onClick={check.agree}>{text.consent.continue()}</Button>} />
      </Route>
      <Route path={STEPS.loading}>
        <Checking check={check} text={text} fallback={<LoadingStep />} />
      </Route>
      <Route path={STEPS.verified}>
        <Dialog
          title={text.idCheck.verified.title()}
          onBack={null}
          footer={<Button onClick={check.next}>{text.common.continue()}</Button>}
        >
          <p>{text.idCheck.verified.body()}</p>
          <p>{text.idCheck.verified.next()}</p>
        </Dialog>
      </Route>
      <Route path={STEPS.document}>
        {(params: { market: string; documentType: string }) =>
          params.market === market && check.offered().includes(params.documentType as never) ? (
            <DocumentForm
              check={check}
              type={params.documentType as DocumentType}
              text={text}
              locale={props.details.locale}
              fallback={<LoadingStep />}
            />
          ) : (
            <Redirect to={documentStep(market, check.offered()[0]!)} replace />
          )
        }
      </Route>
    </StrategyRoutes>
  )
}
