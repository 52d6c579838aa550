import { Suspense, lazy, useEffect, useMemo, type ComponentType } from 'react'
import { Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { ConsentScreen } from '../screens/consent/ConsentScreen'
import { useText } from '../i18n/text'
import { FailureScreen } from '../ui/FailureScreen'
import { Loading } from '../ui/Loading'
import type { Flow } from './flow'
import type { ScreenProps } from './screen-props'

export interface AppProps {
  flow: Flow
  /** Null when the token was invalid: the flow is then already failed. */
  session: { props: Omit<ScreenProps, 'flow'>; screen: Promise<{ default: ComponentType<ScreenProps> }>; initialPath: '/' | '/consent' } | null
}

/** The shell: the failure screen when the flow failed, else the in-memory routes. */
export function App({ flow, session }: AppProps) {
  const text = useText()
  const routing = useMemo(() => session && memoryLocation({ path: session.initialPath }), [session])
  const StrategyScreen = useMemo(() => session && lazy(() => session.screen), [session])

  useEffect(() => flow.event('component_mounted'), [flow])

  const view = flow.view.value
  if (view.kind === 'failure') return <FailureScreen failure={view.failure} flow={flow} />
  if (!session || !routing || !StrategyScreen) return null
  return (
    <Router hook={routing.hook}>
      <Switch>
        <Route path="/consent">
          <ConsentScreen />
        </Route>
        <Route>
          <Suspense fallback={<Loading label={text.common.loading()} />}>
            <StrategyScreen {...session.props} flow={flow} />
          </Suspense>
        </Route>
      </Switch>
    </Router>
  )
}
