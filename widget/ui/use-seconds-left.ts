import { useEffect, useState } from 'react'

/** Whole seconds until `deadline` (epoch ms), re-rendering once a second while it runs. */
export function useSecondsLeft(deadline: number, now: () => number = Date.now): number {
  const left = () => Math.max(0, Math.ceil((deadline - now()) / 1000))
  const [seconds, setSeconds] = useState(left)
  useEffect(() => {
    setSeconds(left())
    if (left() === 0) return
    const timer = setInterval(() => {
      const next = left()
      setSeconds(next)
      if (next === 0) clearInterval(timer)
    }, 250)
    return () => clearInterval(timer)
  }, [deadline])
  return seconds
}
