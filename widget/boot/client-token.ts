import { checkSessionDetails, type SessionDetails } from '../session-api/session-details'
import { tokenPayload } from '../../contracts/token-payload'

export type ParsedToken =
  /** `defaulted`: optional values that were invalid and now hold their defaults (reported, never fatal). */
  { ok: true; token: string; details: SessionDetails; defaulted: string[] } | { ok: false; issues: string[] }

/** Spec §5: the first three messages are part of the contract. */
function tokenIssue(input: unknown): string | null {
  if (typeof input !== 'string') return 'clientToken must be a string'
  if (!input) return 'clientToken must not be empty'
  const parts = input.split('.').length
  if (parts < 3) return 'clientToken must contain at least 2 dots'
  return parts === 3 ? null : 'clientToken must have exactly three dot-separated parts'
}

/**
 * Checks the client token and decodes its payload into session details.
 * Issues are returned as data; the widget then starts in the
 * 'Invalid token details' state instead of throwing.
 */
export function parseClientToken(
  input: unknown,
  options: { sessionDomains: readonly string[]; idinHosts: readonly string[] },
): ParsedToken {
  const issue = tokenIssue(input)
  if (issue) return { ok: false, issues: [issue] }
  const token = input as string

  const payload = tokenPayload(token)
  if (payload === undefined) return { ok: false, issues: ['clientToken payload is not base64url-encoded JSON'] }
  const details = checkSessionDetails(payload, options)
  if (!details.ok) return { ok: false, issues: details.issues.map((i) => `${i.path}: ${i.message}`) }
  return { ok: true, token, details: details.value, defaulted: details.defaulted }
}
