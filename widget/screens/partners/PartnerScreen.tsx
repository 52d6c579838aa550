import { Route } from 'wouter'
import type { ScreenProps } from '../../kit/screen-props'
import { useShell } from '../../ui/shell-context'
import { StrategyRoutes } from '../../kit/StrategyRoutes'
import { useText } from '../../i18n/text'
import { useHandoff } from '../../kit/use-handoff'
import { HandoffStep } from '../../kit/HandoffStep'
import { VerifyingStep } from '../../ui/VerifyingStep'
import { screenTypeOf } from '../../../contracts/screen-type'
import { IntroStep } from './IntroStep'
import { PARTNERS, type Partner, type PartnerType } from './partners'

/**
 * A hand-off to a partner's hosted flow (iDIN, check-in, Kosma ID, Veriff,
 * Monthio), one template for the five: the partner's first step, the
 * shared step while its window is out, and the shared check after it. What
 * differs between partners is data (./partners.ts).
 */
export default function PartnerScreen(props: ScreenProps) {
  const partner: Partner = PARTNERS[screenTypeOf(props.strategy.type) as PartnerType]
  const { base, steps, events } = partner
  const { publish } = useShell()
  const copy = partner.text(useText())
  const { handoff, connection } = useHandoff(props, {
    kind: 'partner',
    intro: base + steps.intro,
    step: base + steps.flow,
    verify: steps.verify
      ? (state) => base + steps.verify!.replace(':applicationId', state.application_id ?? 'unknown')
      : undefined,
    track: events ? (event, data) => publish(events[event], data) : undefined,
    ...partner.pages?.(props.strategy),
  })
  return (
    <StrategyRoutes base={base} first={handoff.first.slice(base.length)}>
      <Route path={steps.intro}>
        <IntroStep handoff={handoff} name={partner.name} intro={copy.intro} changeMethod={props.changeMethod} />
      </Route>
      <Route path={steps.flow}>
        <HandoffStep
          handoff={handoff}
          connection={connection}
          name={partner.name}
          estimate={copy.estimate}
          changeMethod={props.changeMethod}
        />
      </Route>
      {steps.verify && copy.verifying ? (
        <Route path={steps.verify}>
          <VerifyingStep
            connection={connection}
            estimate={copy.verifying.estimate}
            expectedMs={partner.verifyMs}
            messages={copy.verifying.messages}
          />
        </Route>
      ) : null}
    </StrategyRoutes>
  )
}
