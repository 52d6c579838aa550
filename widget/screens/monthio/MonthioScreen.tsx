import { Route } from 'wouter'
import type { ScreenProps } from '../../app/screen-props'
import { StrategyRoutes } from '../../app/StrategyRoutes'
import { useText } from '../../i18n/text'
import { useHandoff } from '../../strategy/use-handoff'
import { HandoffIntro } from '../../ui/HandoffIntro'
import { HandoffStep } from '../../ui/HandoffStep'
import { VerifyingStep } from '../../ui/VerifyingStep'

/** Spec §2.2 names no Monthio paths: these are ours. */
const BASE = '/monthio'
const INDEX = '/index'
const FLOW = '/flow'
const VERIFY = '/verify'
const NAME = 'Monthio'

/**
 * Monthio (monthio): the lending-data partner reads income and expenses
 * from the shopper's bank, in its own window; then the session reviews the
 * overview it sent.
 */
export default function MonthioScreen(props: ScreenProps) {
  const { handoff, connection } = useHandoff(props, { kind: 'partner', intro: BASE + INDEX, step: BASE + FLOW, verify: () => BASE + VERIFY })
  const text = useText()
  const t = text.monthio
  const m = text.progress.messages
  return (
    <StrategyRoutes base={BASE} first={handoff.first.slice(BASE.length)}>
      <Route path={INDEX}>
        <HandoffIntro
          handoff={handoff}
          name={NAME}
          title={t.title()}
          lead={t.intro()}
          listTitle={t.how()}
          items={[t.logIn(), t.choose(), t.overview()]}
          start={t.start()}
          changeMethod={props.changeMethod}
        />
      </Route>
      <Route path={FLOW}>
        <HandoffStep handoff={handoff} connection={connection} name={NAME} estimate={t.estimate()} changeMethod={props.changeMethod} />
      </Route>
      <Route path={VERIFY}>
        {/* The shared messages speak of identity; these are about an overview of finances. */}
        <VerifyingStep connection={connection} estimate={t.verifyEstimate()} messages={[t.reviewing(), m.checkingDetails(), m.securingData(), m.almostThere(), m.fewMoreSeconds()]} />
      </Route>
    </StrategyRoutes>
  )
}
