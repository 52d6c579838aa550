import type { Text } from '../i18n/text'

export interface FailureText {
  title: string
  description: string
  button: string
}

const camel = (s: string) => s.replace(/[-_]([a-z])/g, (_, c: string) => c.toUpperCase())

/** Text group of a strategy type: both OTP channels share `otp`. */
export const textGroupOf = (strategy: string) => (strategy.startsWith('otp_') ? 'otp' : camel(strategy))

/**
 * Spec §2.3: the (strategy, reason) pair first, then the generic strategy's
 * text for that reason, then the generic pair.
 */
export function failureText(text: Text, strategy: string, reason: string): FailureText {
  const groups = text.failure as unknown as Record<string, Record<string, Record<keyof FailureText, () => string>>>
  const candidates: Array<[string, string]> = [
    [textGroupOf(strategy), camel(reason)],
    ['generic', camel(reason)],
    ['generic', 'generic'],
  ]
  for (const [group, key] of candidates) {
    // typesafe-i18n answers '' for keys a dictionary does not have.
    const entry = groups[group]?.[key]
    const title = entry?.title()
    if (entry && title) return { title, description: entry.description(), button: entry.button() }
  }
  return { title: '', description: '', button: '' }
}
