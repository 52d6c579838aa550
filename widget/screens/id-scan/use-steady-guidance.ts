import { useRef, useState } from 'react'

/** Guidance changes at most this often: a screen reader can finish the sentence, the eye is not startled. */
export const GUIDANCE_HOLD_MS = 1200

/**
 * Live guidance measured on the video a few times a second, said through a
 * polite status (WCAG 4.1.3): a new message shows only once the one before
 * has stood `holdMs`, so borderline light does not flip it every frame.
 * Returns what to show and where to offer each frame's verdict.
 */
export function useSteadyGuidance<T>(initial: T, holdMs = GUIDANCE_HOLD_MS): [T, (next: T) => void] {
  const [shown, setShown] = useState(initial)
  const current = useRef(initial)
  const changed = useRef(0)
  const offer = (next: T) => {
    const now = Date.now()
    if (Object.is(next, current.current) || now - changed.current < holdMs) return
    current.current = next
    changed.current = now
    setShown(next)
  }
  return [shown, offer]
}
