import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPoller, type PollResult } from '../../../widget/kit/poller'

/** A tick that answers from a script, counting calls; each answer may take `latency` ms. */
function script(results: PollResult[], latency = 0) {
  const answer = () => results.shift() ?? 'continue'
  const tick = vi.fn(() =>
    latency
      ? new Promise<PollResult>((resolve) => setTimeout(() => resolve(answer()), latency))
      : Promise.resolve(answer()),
  )
  return tick
}

describe('poller (waiting on something outside the widget)', () => {
  let wake: () => void = () => {}
  const options = { wake: (now: () => void) => ((wake = now), () => (wake = () => {})) }
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks once per interval, never two requests at once, and stops on a final answer', async () => {
    const tick = script(['continue', 'continue', 'stop'], 2500)
    const poller = createPoller({ tick, intervalMs: 2000, ...options })
    poller.start()
    await vi.advanceTimersByTimeAsync(1999)
    expect(tick).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(tick).toHaveBeenCalledTimes(1)
    // The next interval starts when the slow answer has come, not before.
    await vi.advanceTimersByTimeAsync(2500 + 1999)
    expect(tick).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(tick).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(tick).toHaveBeenCalledTimes(3)
  })

  it('stops when the screen goes away, ignoring an answer still on its way', async () => {
    const tick = script(['continue'], 500)
    const poller = createPoller({ tick, intervalMs: 1000, immediate: true, ...options })
    poller.start()
    expect(tick).toHaveBeenCalledTimes(1)
    poller.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(tick).toHaveBeenCalledTimes(1)
  })

  it('an answer to a run that was stopped does not end the run started while it was out', async () => {
    // The step stopped waiting (the order failed) and waits again (a new order) while the old run's
    // request was still out; that request's 'stop' (no order waits for it) is about the old order.
    const tick = script(['stop', 'continue', 'continue'], 500)
    const poller = createPoller({ tick, intervalMs: 1000, immediate: true, ...options })
    poller.start()
    poller.stop()
    poller.start()
    await vi.advanceTimersByTimeAsync(500)
    expect(tick).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1500)
    expect(tick).toHaveBeenCalledTimes(3)
  })

  it('rides out a dropped connection: says it is lost, backs off, and recovers without a tap', async () => {
    const tick = script(['offline', 'offline', 'offline', 'offline', 'continue'])
    const poller = createPoller({ tick, intervalMs: 2000, immediate: true, ...options })
    poller.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(poller.connection.value).toBe('lost')
    // Backoff: 4 s, 8 s, then capped at 10 s.
    await vi.advanceTimersByTimeAsync(4000)
    expect(tick).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(8000)
    expect(tick).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(tick).toHaveBeenCalledTimes(4)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(tick).toHaveBeenCalledTimes(5)
    expect(poller.connection.value).toBe('ok')
  })

  it('asks at once when the device is back online or the tab visible again', async () => {
    const tick = script(['offline', 'continue'])
    const poller = createPoller({ tick, intervalMs: 2000, immediate: true, ...options })
    poller.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(poller.connection.value).toBe('lost')
    wake()
    await vi.advanceTimersByTimeAsync(0)
    expect(tick).toHaveBeenCalledTimes(2)
    expect(poller.connection.value).toBe('ok')
  })

  it('retries a server error quietly, without saying the connection is lost', async () => {
    const tick = script(['unavailable', 'continue'])
    const poller = createPoller({ tick, intervalMs: 2000, immediate: true, ...options })
    poller.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(poller.connection.value).toBe('ok')
    await vi.advanceTimersByTimeAsync(4000)
    expect(tick).toHaveBeenCalledTimes(2)
  })

  it('a tick that throws counts as a miss, not the end of waiting', async () => {
    const tick = vi
      .fn<() => Promise<PollResult>>()
      .mockRejectedValueOnce(new Error('bug'))
      .mockResolvedValue('continue')
    const poller = createPoller({ tick, intervalMs: 1000, immediate: true, ...options })
    poller.start()
    await vi.advanceTimersByTimeAsync(2000)
    expect(tick).toHaveBeenCalledTimes(2)
  })
})
