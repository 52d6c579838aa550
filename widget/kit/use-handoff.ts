import type * as v from 'valibot'
import { createContext, useContext, useLayoutEffect, useMemo } from 'react'
import type { ScreenProps } from './screen-props'
import { useSteps } from '../ui/steps'
import { config as widgetConfig } from '../config'
import { browserChildIo, type ChildWindowIo } from './child-window'
import { createHandoff, type Handoff, type HandoffConfig } from './handoff'
import { usePoller } from './use-poller'

/** The windows a hand-off opens: the browser's, unless a test provides its own. */
export const ChildWindowIoContext = createContext<ChildWindowIo | null>(null)

/**
 * A family's hand-off as its screen uses it: the controller (made once per
 * screen; `config` is read then), the session asked every 2 s while the
 * partner step or its check goes on, and the child window closed when the
 * flow ends or the screen goes away, so nothing is left open behind it.
 */
export function useHandoff<F extends v.ObjectEntries = {}>(
  props: ScreenProps,
  config: HandoffConfig<F>,
): { handoff: Handoff; connection: 'ok' | 'lost' } {
  const steps = useSteps()!
  const io = useContext(ChildWindowIoContext)
  const handoff = useMemo(
    () =>
      createHandoff(props, config, {
        go: steps.go,
        back: steps.back,
        io: io ?? browserChildIo(window),
        page: { l: document.documentElement.lang || props.details.locale, v: widgetConfig.textVersion },
      }),
    [props, steps],
  )
  const poller = usePoller(handoff.polling.value, { tick: handoff.poll, intervalMs: 2000, wake: handoff.wake })
  const settled = props.flow.settled.value
  // Layout effects: the window closes even when the screen goes away before its first paint.
  useLayoutEffect(() => (settled ? handoff.dispose() : undefined), [handoff, settled])
  useLayoutEffect(() => () => handoff.dispose(), [handoff])
  return { handoff, connection: poller.connection.value }
}
