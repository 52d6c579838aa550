import { Route } from 'wouter'
import type { ScreenProps } from '../../app/screen-props'
import { StrategyRoutes } from '../../app/StrategyRoutes'
import { useText } from '../../i18n/text'
import { useHandoff } from '../../strategy/use-handoff'
import { HandoffIntro } from '../../ui/HandoffIntro'
import { HandoffStep } from '../../ui/HandoffStep'
import { VerifyingStep } from '../../ui/VerifyingStep'

/** Spec §2.2 */
const BASE = '/kosma_id'
const INTRO = '/intro'
const FLOW = '/flow'
const VERIFY = '/verify'
const NAME = 'Kosma'
/** Spec §9: Kosma ID verification takes under 3 minutes. */
const VERIFY_MS = 180_000

/**
 * Kosma ID (kosma-id, inside the crash guard): what the partner does and
 * what to have ready (`/kosma_id/intro`), the ID scan in Kosma's window
 * (`/kosma_id/flow`), then the session's verification (`/kosma_id/verify`,
 * under 3 minutes). Its failures are the ID-scan reasons (spec §8).
 */
export default function KosmaIdScreen(props: ScreenProps) {
  const { handoff, connection } = useHandoff(props, { kind: 'partner', intro: BASE + INTRO, step: BASE + FLOW, verify: () => BASE + VERIFY })
  const t = useText().kosmaId
  return (
    <StrategyRoutes base={BASE} first={handoff.first.slice(BASE.length)}>
      <Route path={INTRO}>
        <HandoffIntro
          handoff={handoff}
          name={NAME}
          title={t.title()}
          lead={t.intro()}
          listTitle={t.need()}
          items={[t.needId(), t.needCamera(), t.needLight()]}
          start={t.start()}
          changeMethod={props.changeMethod}
        />
      </Route>
      <Route path={FLOW}>
        <HandoffStep handoff={handoff} connection={connection} name={NAME} estimate={t.estimate()} changeMethod={props.changeMethod} />
      </Route>
      <Route path={VERIFY}>
        <VerifyingStep connection={connection} estimate={t.verifyEstimate()} expectedMs={VERIFY_MS} />
      </Route>
    </StrategyRoutes>
  )
}
