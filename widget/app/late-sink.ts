/** Calls made before the sink attached; beyond this they are dropped (a loop, not a session). */
const MAX_QUEUED = 50

/**
 * A function whose implementation arrives later: telemetry loads after the
 * first screen, so analytics events and error reports wait here until it attaches.
 */
export function createLateSink<Args extends unknown[]>() {
  let sink: ((...args: Args) => void) | null = null
  const queued: Args[] = []
  return {
    call: (...args: Args) => {
      if (sink) sink(...args)
      else if (queued.length < MAX_QUEUED) queued.push(args)
    },
    attach(fn: (...args: Args) => void) {
      sink = fn
      for (const args of queued.splice(0)) fn(...args)
    },
  }
}
