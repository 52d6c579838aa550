import { useEffect, useState } from 'react'
import { LostConnectionNotice } from './LostConnectionNotice'
import type { SixMessages } from './progress-messages'

interface ProgressProps {
  /** What is happening, in turn (spec §2.3: six rotating messages). */
  messages: SixMessages
  /** How long this usually takes, said once (spec §9 constants). */
  estimate?: string
  /** Time each message stays: long enough to read it twice. */
  intervalMs?: number
  /** The usual duration: a bar fills toward it (never to the end: the answer decides that). */
  expectedMs?: number
  /** What the shopper should not do meanwhile ("don't close this window"). */
  caution?: string
  /** `lost` while the polls behind the wait get no answer (the widget keeps trying by itself). */
  connection?: 'ok' | 'lost'
}

const READING_MS = 4_000

/**
 * The wait while the session checks something, for every family (ID check,
 * bureau check, ID scan, check-in): a message that changes at a pace a
 * person can read, and a bar when the usual duration is known. Screen
 * readers hear the first message and the estimate once, politely: the
 * rotation itself is not announced (it would chatter). With reduced motion
 * the bar and spinner stand still; the words still change.
 */
export function Progress({
  messages,
  estimate,
  intervalMs = READING_MS,
  expectedMs,
  caution,
  connection = 'ok',
}: ProgressProps) {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (messages.length < 2) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % messages.length), intervalMs)
    return () => clearInterval(timer)
  }, [messages.length, intervalMs])
  return (
    <div className="progress">
      <p className="visually-hidden" role="status">
        {[messages[0], estimate].filter(Boolean).join(' ')}
      </p>
      <p className="progress__message" aria-hidden="true">
        <span className="spinner" />
        <span key={index} className="progress__words">
          {messages[index]}
        </span>
      </p>
      {expectedMs ? (
        <div className="progress__track" aria-hidden="true">
          {/* Set from script, not a style attribute: a prerendered first step's CSP refuses those, and hydration applies refs, not attributes. */}
          <div
            className="progress__bar"
            ref={(bar) => bar?.style.setProperty('animation-duration', `${expectedMs}ms`)}
          />
        </div>
      ) : null}
      {estimate ? (
        <p className="hint" aria-hidden="true">
          {estimate}
        </p>
      ) : null}
      {caution ? <p className="hint">{caution}</p> : null}
      {connection === 'lost' ? <LostConnectionNotice retrying /> : null}
    </div>
  )
}
