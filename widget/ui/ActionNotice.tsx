import { LostConnectionNotice } from './LostConnectionNotice'
import { Notice } from './Notice'

/**
 * What became of a call the shopper made, said where they pressed: no
 * answer (the lost connection, said as everywhere: nothing lost, try
 * again), or refused, in the family's own words.
 */
export function ActionNotice({ kind, problem }: { kind: 'network' | 'problem' | null | undefined; problem: string }) {
  if (kind === 'network') return <LostConnectionNotice />
  return kind === 'problem' ? <Notice tone="error">{problem}</Notice> : null
}
