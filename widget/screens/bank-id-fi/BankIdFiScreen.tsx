import { Route } from 'wouter'
import type { ScreenProps } from '../../kit/screen-props'
import { StrategyRoutes } from '../../kit/StrategyRoutes'
import { useText } from '../../i18n/text'
import { useHandoff } from '../../kit/use-handoff'
import { HandoffStep } from '../../kit/HandoffStep'
import { BASE, chosenBank, handoffConfig, STEPS } from './bank-id-fi-controller'
import { BanksStep } from './BanksStep'
import { WhyStep } from './WhyStep'

/**
 * Finnish bank identification (bank_id_fi): the shopper picks their bank
 * from the Finnish Trust Network's, and identifies in the bank's own page
 * through the child window ("last step: identification at your bank").
 */
export default function BankIdFiScreen(props: ScreenProps) {
  const { handoff, connection } = useHandoff(props, handoffConfig)
  const t = useText().bankIdFi
  return (
    <StrategyRoutes base={BASE} first={handoff.first}>
      <Route path={STEPS.index}>
        <BanksStep props={props} handoff={handoff} />
      </Route>
      <Route path={STEPS.why}>
        <WhyStep />
      </Route>
      <Route path={STEPS.verify}>
        <HandoffStep
          handoff={handoff}
          connection={connection}
          name={chosenBank(handoff)?.name ?? t.yourBank()}
          subtitle={t.lastStep()}
          changeMethod={props.changeMethod}
        />
      </Route>
    </StrategyRoutes>
  )
}
