import type { ReactNode } from 'react'
import { Route } from 'wouter'
import type { ScreenProps } from '../app/screen-props'
import { StrategyRoutes } from './StrategyRoutes'
import type { Handoff, HandoffConfig } from '../strategy/handoff'
import { useHandoff } from '../strategy/use-handoff'
import { HandoffStep } from './HandoffStep'
import type { SixMessages } from './progress-messages'
import { VerifyingStep } from './VerifyingStep'

interface PartnerHandoffProps {
  screen: ScreenProps
  /** The family's path prefix and its steps under it (spec §2.2's where it names them). */
  base: string
  paths: { intro: string; flow: string; verify?: string }
  /** The family's part of the hand-off; `verify` defaults to the verify step's path. */
  config: Omit<HandoffConfig, 'intro' | 'step'>
  /** The partner, as the shopper knows it. */
  name: string
  /** How long the partner's part usually takes. */
  estimate?: string
  /** The check after the partner: how long it takes (spec §9), and words of its own if the shared ones do not fit. */
  verifying?: { estimate: string; expectedMs?: number; messages?: SixMessages }
  /** The first step: what the partner does, and the button whose tap opens its window. */
  intro(handoff: Handoff): ReactNode
}

/**
 * The steps of a hand-off to a partner's hosted flow (iDIN, check-in, Kosma
 * ID, Veriff, Monthio), written once: the family's first step, the shared
 * step while the partner's window is out, and the shared check after it.
 */
export function PartnerHandoff({ screen, base, paths, config, name, estimate, verifying, intro }: PartnerHandoffProps) {
  const { handoff, connection } = useHandoff(screen, {
    ...config,
    intro: base + paths.intro,
    step: base + paths.flow,
    verify: config.verify ?? (paths.verify ? () => base + paths.verify : undefined),
  })
  return (
    <StrategyRoutes base={base} first={handoff.first.slice(base.length)}>
      <Route path={paths.intro}>{intro(handoff)}</Route>
      <Route path={paths.flow}>
        <HandoffStep handoff={handoff} connection={connection} name={name} estimate={estimate} changeMethod={screen.changeMethod} />
      </Route>
      {verifying && paths.verify ? (
        <Route path={paths.verify}>
          <VerifyingStep connection={connection} {...verifying} />
        </Route>
      ) : null}
    </StrategyRoutes>
  )
}
