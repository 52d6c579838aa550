import { describe, expect, it, vi } from 'vitest'
import { afterPaint } from '../../../widget/kit/after-paint'

/** A clock whose frames and timers run only when the test says. */
function fakeClock() {
  const frames: (() => void)[] = []
  const timers: { at: number; run: () => void }[] = []
  let now = 0
  const clock = {
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
  } as unknown as Parameters<typeof afterPaint>[2]
  const advance = (ms: number) => {
    now += ms
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1)
      timer.run()
    }
  }
  const frame = () => {
    for (const run of frames.splice(0)) run()
  }
  return { clock, advance, frame }
}

describe('afterPaint (work the first screen does not need waits for its paint)', () => {
  it('runs once, in a task after the next animation frame, not in the task that asked', () => {
    const { clock, advance, frame } = fakeClock()
    const then = vi.fn()
    afterPaint(then, 250, clock)
    expect(then).not.toHaveBeenCalled()
    frame()
    expect(then).not.toHaveBeenCalled()
    advance(0)
    expect(then).toHaveBeenCalledOnce()
    advance(1_000)
    expect(then).toHaveBeenCalledOnce()
  })

  it('runs by its deadline in a frame that gets no animation frames (off screen)', () => {
    const { clock, advance } = fakeClock()
    const then = vi.fn()
    afterPaint(then, 250, clock)
    advance(249)
    expect(then).not.toHaveBeenCalled()
    advance(1)
    expect(then).toHaveBeenCalledOnce()
  })
})
