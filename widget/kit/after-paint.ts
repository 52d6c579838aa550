type Clock = Pick<typeof globalThis, 'requestAnimationFrame' | 'setTimeout'>

/**
 * Runs `then` once the browser has had a chance to paint what is on screen
 * now. Work the first screen does not need (fetching the parts a later step
 * shows) waits for it: on a slow phone an `import()` costs the main thread
 * tens of milliseconds, which hydrating and the shopper's first tap need
 * more. An off-screen frame gets no animation frames, hence the deadline.
 */
export function afterPaint(then: () => void, latestMs = 250, clock: Clock = globalThis): void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    then()
  }
  clock.requestAnimationFrame(() => clock.setTimeout(run, 0))
  clock.setTimeout(run, latestMs)
}
