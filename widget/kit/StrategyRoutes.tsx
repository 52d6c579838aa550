import type { ReactNode } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { useSteps } from '../ui/steps'

interface StrategyRoutesProps {
  /**
   * The family's path prefix (spec §2.2: `/otp`, `/bank_login`…); empty for a
   * family whose steps lie under more than one (Finnish bank ID: `/bank_id_fi/index`
   * and `/bank_login/verify`), which then names them in full.
   */
  base: string
  /** The step shown when none is asked for: the first, or where a resumed session stands. */
  first: string
  /** `<Route path="/step">` elements, relative to `base`. */
  children: ReactNode
}

/**
 * A strategy family's steps, nested under its base path. The index route
 * (and any path the family does not know) opens `first`, without a history
 * entry, so the back arrow never leads to an empty step.
 */
export function StrategyRoutes({ base, first, children }: StrategyRoutesProps) {
  // The index opens the first step at once; the redirects below are for paths the family does not know.
  useSteps()?.index(base + first)
  const steps = (
    <Switch>
      {children}
      <Route>
        <Redirect to={first} replace />
      </Route>
    </Switch>
  )
  if (!base) return steps
  return (
    <Switch>
      <Route path={base} nest>
        {steps}
      </Route>
      <Route>
        <Redirect to={base + first} replace />
      </Route>
    </Switch>
  )
}
