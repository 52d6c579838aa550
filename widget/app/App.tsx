import type { Signal } from '@preact/signals'
import { memo, useEffect, useMemo, useState, type FunctionComponent, type ReactNode } from 'react'
import type { ScreenProps } from '../kit/screen-props'
import { Route, Router, Switch } from 'wouter'
import { LoadFailure } from '../ui/LoadFailure'
import { TextContext, type Text } from '../i18n/text'
import { ConsentScreen } from '../kit/ConsentScreen'
import { LoadingStep } from '../ui/LoadingStep'
import { SuccessStep } from '../ui/SuccessStep'
import { CrashGuard } from './CrashGuard'
import type { FailureSession } from './failure-text'
import type { FailureInfo, Flow } from '../kit/flow'
import { heldBack } from './held-back'
import { ShellContext, type Shell } from '../ui/shell-context'
import { createSteps, StepsContext } from '../ui/steps'
import type { Stage, StrategyHost } from './strategy-host'

export interface AppProps {
  flow: Flow
  shell: Omit<Shell, 'strategyType'>
  text: Signal<Text>
  /** Null when the token was invalid: the flow is then already failed. */
  host: StrategyHost | null
  report?: (error: unknown) => void
}

/**
 * The shell: the failure screen when the flow failed, else the current
 * strategy's steps as in-memory routes (its chunk is already loaded).
 */
export function App({ flow, shell, text, host, report }: AppProps) {
  useEffect(() => flow.event('component_mounted'), [flow])
  // The frame's document speaks the shopper's language, its title included.
  const title = text.value.dialog.logoLabel()
  useEffect(() => void (document.title = title), [title])

  const view = flow.view.value
  const stage = host?.stage.value
  let content: ReactNode = null
  if (view.kind === 'failure') content = <Failure failure={view.failure} flow={flow} details={host?.options.details} />
  else if (view.kind === 'success') content = <SuccessStep />
  else if (stage?.kind === 'strategy')
    content = <StrategySteps key={stage.id} stage={stage} flow={flow} report={report} />
  else if (stage?.failed) content = <LoadFailure error={stage.failed} onRetry={stage.retry!} onLeave={shell.close} />
  else if (stage) content = <LoadingStep />
  const strategyType =
    stage?.kind === 'strategy' ? stage.strategy.type : (host?.options.details.strategies[0]?.type ?? 'generic')
  return (
    <TextContext.Provider value={text.value}>
      {/* Once the flow has ended there is nothing to close: no close button, and Escape asks nothing. */}
      <ShellContext.Provider value={{ ...shell, close: flow.settled.value ? undefined : shell.close, strategyType }}>
        {content}
      </ShellContext.Provider>
    </TextContext.Provider>
  )
}

function StrategySteps({
  stage,
  flow,
  report,
}: {
  stage: Extract<Stage, { kind: 'strategy' }>
  flow: Flow
  report?: (error: unknown) => void
}) {
  const steps = useMemo(() => createSteps(stage.initialPath), [stage])
  const guard = (children: ReactNode) => (
    <CrashGuard flow={flow} strategy={stage.strategy.type} report={report}>
      {children}
    </CrashGuard>
  )
  // A stage's props never change, but the shell re-renders (the flow settles, text arrives): memo keeps
  // a family's screen, and the controller it made from its props, from starting over when it does.
  const Screen = useMemo(() => memo(stage.Screen as FunctionComponent<ScreenProps>), [stage])
  const screen = <Screen {...stage.props} />
  return (
    <StepsContext.Provider value={steps}>
      <Router hook={steps.hook}>
        <Switch>
          <Route path="/consent">{guard(<ConsentScreen />)}</Route>
          <Route>{stage.guarded ? guard(screen) : screen}</Route>
        </Switch>
      </Router>
    </StepsContext.Provider>
  )
}

/**
 * The failure screen, held back from the first screen (./held-back.ts): it
 * is usually here before anything fails; if not, the wait looks like any
 * other, and if it cannot load, the load failure's way back still ends the
 * flow with the failure.
 */
function Failure({ failure, flow, details }: { failure: FailureInfo; flow: Flow; details?: FailureSession }) {
  const [error, setError] = useState<unknown>(null)
  const FailureScreen = heldBack.module.value?.FailureScreen
  const load = () => heldBack.load().then(() => setError(null), setError)
  useEffect(() => {
    if (!FailureScreen) void load()
  }, [])
  if (FailureScreen) return <FailureScreen failure={failure} flow={flow} details={details} />
  return error ? (
    <LoadFailure
      error={error}
      onRetry={load}
      onLeave={flow.settled.value ? undefined : () => flow.completeWithFailure(failure)}
    />
  ) : (
    <LoadingStep />
  )
}
