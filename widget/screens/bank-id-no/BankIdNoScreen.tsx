import { Route } from 'wouter'
import type { ScreenProps } from '../../kit/screen-props'
import { StrategyRoutes } from '../../kit/StrategyRoutes'
import { useText } from '../../i18n/text'
import { useHandoff } from '../../kit/use-handoff'
import { HandoffStep } from '../../kit/HandoffStep'
import { BASE, handoffConfig, NAME, STEPS } from './bank-id-no-controller'
import { ChooseStep } from './ChooseStep'
import { ReviewStep } from './ReviewStep'

/**
 * Norwegian BankID (bank_id_no, bank-id-no-v2, bank-id-no-signature): the
 * shopper picks the BankID app or a code device and identifies, or signs,
 * in BankID's own page through the child window. The signature variant
 * first shows what is being signed (`/bank_id_no/review`).
 */
export default function BankIdNoScreen(props: ScreenProps) {
  const signature = props.strategy.type === 'bank_id_no_signature'
  const { handoff, connection } = useHandoff(props, handoffConfig)
  const text = useText()
  const first = handoff.first === handoffConfig.intro && signature ? STEPS.review : handoff.first.slice(BASE.length)
  return (
    <StrategyRoutes base={BASE} first={first}>
      {signature ? (
        <Route path={STEPS.review}>
          <ReviewStep props={props} />
        </Route>
      ) : null}
      <Route path={STEPS.choose}>
        <ChooseStep props={props} signature={signature} handoff={handoff} />
      </Route>
      <Route path={STEPS.identify}>
        <HandoffStep
          handoff={handoff}
          connection={connection}
          name={NAME}
          estimate={text.bankIdNo.estimate()}
          changeMethod={props.changeMethod}
        />
      </Route>
    </StrategyRoutes>
  )
}
