import * as v from 'valibot'
import { sessionDetailsSchema, type SessionDetails } from './session-details'

/** Spec §5: the three messages are part of the contract. */
const ClientToken = v.pipe(
  v.string('clientToken must be a string'),
  v.nonEmpty('clientToken must not be empty'),
  v.check((t) => t.split('.').length >= 3, 'clientToken must contain at least 2 dots'),
  v.check((t) => t.split('.').length === 3, 'clientToken must have exactly three dot-separated parts'),
)

export type ParsedToken =
  | { ok: true; token: string; details: SessionDetails }
  | { ok: false; issues: string[] }

/**
 * Checks the client token and decodes its payload into session details.
 * Issues are returned as data; the widget then starts in the
 * 'Invalid token details' state instead of throwing.
 */
export function parseClientToken(
  input: unknown,
  options: Parameters<typeof sessionDetailsSchema>[0],
): ParsedToken {
  const token = v.safeParse(ClientToken, input)
  if (!token.success) return { ok: false, issues: token.issues.map((i) => i.message) }

  let payload: unknown
  try {
    payload = JSON.parse(decodeBase64Url(token.output.split('.')[1] ?? ''))
  } catch {
    return { ok: false, issues: ['clientToken payload is not base64url-encoded JSON'] }
  }
  const details = v.safeParse(sessionDetailsSchema(options), payload)
  if (!details.success) {
    return { ok: false, issues: details.issues.map((i) => `${v.getDotPath(i) ?? 'payload'}: ${i.message}`) }
  }
  return { ok: true, token: token.output, details: details.output }
}

function decodeBase64Url(part: string): string {
  const base64 = part.replaceAll('-', '+').replaceAll('_', '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}
