import type { ReactNode } from 'react'
import { LostConnectionNotice } from './LostConnectionNotice'

interface WaitingProps {
  /** What is happening now (a BankID hint message, "waiting for your approval"); announced when it changes. */
  status: string
  /** How long this usually takes (spec §9 constants). */
  estimate?: string
  /** `lost` while polls get no answer: the widget keeps trying by itself. */
  connection: 'ok' | 'lost'
  /** False once the outside step has ended (a failed order): no spinner then. */
  active?: boolean
  /** What the shopper can do meanwhile (open the app again…), under the status. */
  children?: ReactNode
}

/**
 * The body of every step that waits on something outside the widget: what
 * is happening, how long it usually takes, and a lost connection said
 * plainly while the widget keeps trying without a tap. The status line is a
 * polite live region that speaks only when its text changes.
 */
export function Waiting({ status, estimate, connection, active = true, children }: WaitingProps) {
  return (
    <div className="waiting">
      <p className="waiting__status" role="status">
        {active ? <span className="spinner" aria-hidden="true" /> : null}
        <span>{status}</span>
      </p>
      {estimate ? <p className="hint">{estimate}</p> : null}
      {children}
      {connection === 'lost' ? <LostConnectionNotice retrying /> : null}
    </div>
  )
}
