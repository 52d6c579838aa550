import { createHmac, timingSafeEqual } from 'node:crypto'

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url')

/** Mints a three-part client token (JWS, HS256) whose payload is the session details. */
export function mintClientToken(payload: Record<string, unknown>, secret: string): string {
  const head = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}`
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`
}

/** The payload of a token this server minted, or null: the mock's real bearer check. */
export function verifyClientToken(token: string, secret: string): Record<string, unknown> | null {
  const [header, payload, signature, extra] = token.split('.')
  if (!header || !payload || !signature || extra !== undefined) return null
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null
  } catch {
    return null
  }
}
