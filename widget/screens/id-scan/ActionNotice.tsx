import { useText } from '../../i18n/text'
import { Notice } from '../../ui/Notice'

/** What became of a call the shopper made: no answer (nothing lost, try again), or refused. */
export function ActionNotice({ kind, problem }: { kind: 'network' | 'problem' | null | undefined; problem: string }) {
  const text = useText()
  if (kind === 'network')
    return (
      <Notice tone="error">
        <strong>{text.network.title()}</strong> {text.network.description()}
      </Notice>
    )
  return kind === 'problem' ? <Notice tone="error">{problem}</Notice> : null
}
