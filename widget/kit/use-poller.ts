import { useEffect, useMemo, useRef } from 'react'
import { createPoller, type Poller, type PollerOptions } from './poller'

/**
 * A poller that runs while the component is mounted and `active` holds: it
 * stops when the screen goes away or the wait ends, so nothing polls for a
 * step the shopper has left. The latest `tick` is always the one called.
 */
export function usePoller(active: boolean, options: PollerOptions): Poller {
  const tick = useRef(options.tick)
  tick.current = options.tick
  const poller = useMemo(() => createPoller({ ...options, tick: () => tick.current() }), [options.intervalMs])
  useEffect(() => {
    if (!active) return
    poller.start()
    return () => poller.stop()
  }, [poller, active])
  return poller
}
