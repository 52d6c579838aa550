const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * True when `hostname` is loopback or lies inside one of `domains` on a label
 * boundary: `provider.com` and `eu.provider.com` pass, `evilprovider.com` and
 * `provider.com.evil.net` do not.
 */
export function isAllowedSessionHost(hostname: string, domains: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (LOOPBACK.has(host)) return true
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`))
}

/** Session urls must be https, except on loopback where local development runs plain http. */
export function isAllowedSessionUrl(value: string, domains: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (!isAllowedSessionHost(url.hostname, domains)) return false
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))
}
