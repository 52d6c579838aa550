import type { Text } from '../i18n/text'
import { textNamespaceOf } from '../app/screen-registry'

export interface FailureText {
  title: string
  description: string
  button: string
}

type Entries = Record<string, Record<keyof FailureText, () => string>>

const camel = (s: string) => s.replace(/[-_]([a-z])/g, (_, c: string) => c.toUpperCase())

/**
 * Spec §2.3: the (strategy, reason) pair first, in the strategy's namespace,
 * then the shared text for that reason, then the generic text.
 */
export function failureText(text: Text, strategy: string, reason: string): FailureText {
  const namespace = textNamespaceOf(strategy)
  const shared = text.failure as unknown as Entries
  const own = namespace ? ((text as unknown as Record<string, { failure?: Entries }>)[namespace]?.failure ?? {}) : {}
  for (const entry of [own[camel(reason)], shared[camel(reason)], shared.generic]) {
    // typesafe-i18n answers '' for a key the loaded dictionary does not have.
    const title = entry?.title()
    if (entry && title) return { title, description: entry.description(), button: entry.button() }
  }
  return { title: '', description: '', button: '' }
}
