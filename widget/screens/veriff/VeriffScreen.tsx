import { Route } from 'wouter'
import type { ScreenProps } from '../../app/screen-props'
import { useShell } from '../../app/shell-context'
import { StrategyRoutes } from '../../app/StrategyRoutes'
import { useText } from '../../i18n/text'
import { useHandoff } from '../../strategy/use-handoff'
import { HandoffIntro } from '../../ui/HandoffIntro'
import { HandoffStep } from '../../ui/HandoffStep'
import { VerifyingStep } from '../../ui/VerifyingStep'

/** Spec §2.2 names no Veriff paths: these are ours. */
const BASE = '/veriff'
const INDEX = '/index'
const FLOW = '/flow'
const VERIFY = '/verify'
const NAME = 'Veriff'

/**
 * Veriff (veriff; no consent route, spec §2.1: Veriff asks for its own):
 * what happens and what to have ready, the partner's hosted flow in the
 * child window, then the decision. Spec §8's analytics failure events:
 * could not start, and the hosted flow that did not load (`sdk_load_error`).
 */
export default function VeriffScreen(props: ScreenProps) {
  const { publish } = useShell()
  const { handoff, connection } = useHandoff(props, {
    kind: 'partner',
    intro: BASE + INDEX,
    step: BASE + FLOW,
    verify: () => BASE + VERIFY,
    track: (event, data) => publish(event === 'load_error' ? 'veriff_sdk_load_error' : `veriff_${event}`, data),
  })
  const t = useText().veriff
  return (
    <StrategyRoutes base={BASE} first={handoff.first.slice(BASE.length)}>
      <Route path={INDEX}>
        <HandoffIntro
          handoff={handoff}
          name={NAME}
          title={t.title()}
          lead={t.intro()}
          listTitle={t.need()}
          items={[t.needId(), t.needCamera()]}
          start={t.start()}
          changeMethod={props.changeMethod}
        />
      </Route>
      <Route path={FLOW}>
        <HandoffStep handoff={handoff} connection={connection} name={NAME} estimate={t.estimate()} changeMethod={props.changeMethod} />
      </Route>
      <Route path={VERIFY}>
        <VerifyingStep connection={connection} estimate={t.verifyEstimate()} />
      </Route>
    </StrategyRoutes>
  )
}
