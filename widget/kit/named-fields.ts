import type { Problem } from '../session-api/strategy-api'

/**
 * The fields a session found wrong (`422 { error: "invalid_fields", fields:
 * { <session's name>: <code> } }`, dev/SESSION_API.md), as the form's own
 * field names with their codes; a code that is not a string becomes
 * `rejected`. Names the form does not know are dropped (`fieldOf` answers
 * undefined). Empty when the problem is another.
 */
export function namedFields<K extends string>(
  problem: Problem,
  fieldOf: (sessionName: string) => K | undefined,
): Partial<Record<K, string>> {
  const found: Partial<Record<K, string>> = {}
  const named = problem.error === 'invalid_fields' ? problem.fields : undefined
  if (!named || typeof named !== 'object') return found
  for (const [sessionName, code] of Object.entries(named)) {
    const field = fieldOf(sessionName)
    if (field) found[field] = typeof code === 'string' && code.length <= 40 ? code : 'rejected'
  }
  return found
}
