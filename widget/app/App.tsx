import { useEffect, useMemo, type ComponentType } from 'react'
import { Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { ConsentScreen } from '../screens/consent/ConsentScreen'
import { FailureScreen } from '../ui/FailureScreen'
import type { Flow } from './flow'
import type { ScreenProps } from './screen-props'

export interface AppProps {
  flow: Flow
  /** Null when the token was invalid: the flow is then already failed. */
  session: { props: Omit<ScreenProps, 'flow'>; Screen: ComponentType<ScreenProps>; initialPath: '/' | '/consent' } | null
}

/**
 * The shell: the failure screen when the flow failed, else the in-memory
 * routes. The strategy's chunk is already loaded (start() fetches it beside the text).
 */
export function App({ flow, session }: AppProps) {
  const routing = useMemo(() => session && memoryLocation({ path: session.initialPath }), [session])

  useEffect(() => flow.event('component_mounted'), [flow])

  const view = flow.view.value
  if (view.kind === 'failure') return <FailureScreen failure={view.failure} flow={flow} />
  if (!session || !routing) return null
  return (
    <Router hook={routing.hook}>
      <Switch>
        <Route path="/consent">
          <ConsentScreen />
        </Route>
        <Route>
          <session.Screen {...session.props} flow={flow} />
        </Route>
      </Switch>
    </Router>
  )
}
