/**
 * Origin lists from configuration, written as CSP host-sources
 * (`https://*.example.com`, `http://127.0.0.1:*`) or `'self'` / `'none'`, so
 * one spelling serves frame-ancestors, connect-src and CORS alike.
 */
const HOST_SOURCE = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\d{1,5}|\*))?$/i
const KEYWORDS = new Set(["'self'", "'none'"])

/** Whether one token is a host-source (no keyword, no scheme alone, no path). */
export const isHostSource = (token: string): boolean => HOST_SOURCE.test(token)

export interface SourceList {
  sources: string[]
  /** Tokens that are not a host-source or keyword; left out of `sources`. */
  rejected: string[]
}

/** Splits a space-separated list, keeping only host-sources and the keywords. Schemes alone (`https:`) and paths are refused: too broad, or meaningless for an origin. */
export function parseSourceList(raw: string | undefined): SourceList {
  const sources: string[] = []
  const rejected: string[] = []
  for (const token of (raw ?? '').split(/\s+/).filter(Boolean))
    (KEYWORDS.has(token) || HOST_SOURCE.test(token) ? sources : rejected).push(token)
  return { sources, rejected }
}

const DEFAULT_PORT: Record<string, string> = { http: '80', https: '443' }

/** Whether a request's Origin is one of the host-sources, with CSP's matching rules (a `*.` subdomain wildcard does not match the bare domain). */
export function originMatches(origin: string, sources: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.origin !== origin) return false
  const scheme = url.protocol.slice(0, -1)
  const port = url.port || DEFAULT_PORT[scheme]
  return sources.some((source) => {
    const m = HOST_SOURCE.exec(source)
    if (!m || m[1]!.toLowerCase() !== scheme) return false
    const host = m[3]!.toLowerCase()
    const hostOk = m[2] ? url.hostname.endsWith(`.${host}`) : url.hostname === host
    const wanted = m[4] ?? DEFAULT_PORT[scheme]
    return hostOk && (wanted === '*' || wanted === port)
  })
}
