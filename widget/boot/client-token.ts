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
  /** `defaulted`: optional values that were invalid and now hold their defaults (reported, never fatal). */
  | { ok: true; token: string; details: SessionDetails; defaulted: string[] }
  | { ok: false; issues: string[] }

/** What a session cannot start without; anything else that is invalid falls back to its default. */
const REQUIRED = ['session_id', 'url', 'strategies']
type Path = Array<string | number>

/** Deletes the value at `path` (its parent must be an object), so the schema's default applies. */
function drop(target: unknown, path: Path): void {
  const parent = path.slice(0, -1).reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined), target)
  if (parent && typeof parent === 'object') delete (parent as Record<string | number, unknown>)[path[path.length - 1]!]
}

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
  // A new theme or an experiments format this widget does not know must not cost the shopper the session:
  // invalid optional values are dropped (their defaults apply) and reported; invalid required ones still fail.
  const schema = sessionDetailsSchema(options)
  const defaulted: string[] = []
  let details = v.safeParse(schema, payload)
  for (let round = 0; !details.success && round < 3; round++) {
    const paths = details.issues.map((issue) => (issue.path ?? []).map((item) => item.key as string | number))
    if (paths.some((path) => path.length === 0 || REQUIRED.includes(String(path[0])))) break
    for (const path of paths) {
      drop(payload, path)
      defaulted.push(path.join('.'))
    }
    details = v.safeParse(schema, payload)
  }
  if (!details.success) {
    return { ok: false, issues: details.issues.map((i) => `${v.getDotPath(i) ?? 'payload'}: ${i.message}`) }
  }
  return { ok: true, token: token.output, details: details.output, defaulted }
}

function decodeBase64Url(part: string): string {
  const base64 = part.replaceAll('-', '+').replaceAll('_', '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}
