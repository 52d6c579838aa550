import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react'
import { Route, Router, Switch } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { ConsentScreen } from '../screens/consent/ConsentScreen'
import { FailureScreen } from '../ui/FailureScreen'
import { CrashGuard } from './CrashGuard'
import type { Flow } from './flow'
import type { ScreenProps } from './screen-props'
import { ShellContext, type Shell } from './shell-context'

export interface AppProps {
  flow: Flow
  shell: Shell
  /** Null when the token was invalid: the flow is then already failed. */
  session: {
    props: ScreenProps
    Screen: ComponentType<ScreenProps>
    /** Spec §2.1: kosma-id, id-scan and id-check run inside the crash guard. */
    guarded: boolean
    initialPath: '/' | '/consent'
  } | null
  report?: (error: unknown) => void
}

/**
 * The shell: the failure screen when the flow failed, else the in-memory
 * routes. The strategy's chunk is already loaded (start() fetches it beside the text).
 */
export function App({ flow, shell, session, report }: AppProps) {
  const routing = useMemo(() => session && memoryLocation({ path: session.initialPath }), [session])

  useEffect(() => flow.event('component_mounted'), [flow])

  const view = flow.view.value
  let content: ReactNode = null
  if (view.kind === 'failure') content = <FailureScreen failure={view.failure} flow={flow} details={session?.props.details} />
  else if (session && routing) {
    const guard = (children: ReactNode) => (
      <CrashGuard flow={flow} strategy={session.props.strategy.type} report={report}>
        {children}
      </CrashGuard>
    )
    const screen = <session.Screen {...session.props} />
    content = (
      <Router hook={routing.hook}>
        <Switch>
          <Route path="/consent">{guard(<ConsentScreen />)}</Route>
          <Route>{session.guarded ? guard(screen) : screen}</Route>
        </Switch>
      </Router>
    )
  }
  return <ShellContext.Provider value={shell}>{content}</ShellContext.Provider>
}
