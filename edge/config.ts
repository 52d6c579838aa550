import { parseSourceList } from './http/source-list'

/** The worker's settings, read from wrangler vars (and secrets), checked once per isolate. */
export interface EdgeConfig {
  development: boolean
  /** Base URL of the analytics upstream; undefined when missing or unsafe, and the beacon relay then answers 503. */
  analyticsUpstream: string | undefined
  /** URL the error batches are posted to; undefined when missing or unsafe. */
  errorUpstream: string | undefined
  upstreamTimeoutMs: number
  /** Who may frame a document whose URL names no merchant (one-merchant deployments); `'none'` when unset. */
  frameAncestors: string[]
  /** How long the isolate keeps a merchant's record (docs/merchants.md): at most 60 s. */
  merchantCacheMs: number
  /** connect-src: the edge itself and the session servers. */
  connectSources: string[]
  /** Origins other than the edge's own allowed through CORS. */
  widgetOrigins: string[]
}

const DEFAULT_TIMEOUT_MS = 3000
const DEFAULT_MERCHANT_CACHE_SECONDS = 30
const LOOPBACK = ['http://localhost:*', 'http://127.0.0.1:*']

/**
 * An upstream must be an absolute http(s) URL without credentials, query or
 * fragment (the relay appends its own path and query); outside development
 * only https, so telemetry never crosses the internet in clear.
 */
function upstreamUrl(name: string, raw: string | undefined, development: boolean): string | undefined {
  let url: URL
  try {
    url = new URL(raw ?? '')
  } catch {
    console.error(`edge config: ${name} is not a URL; that relay answers 503`)
    return undefined
  }
  const schemeOk = url.protocol === 'https:' || (development && url.protocol === 'http:')
  if (!schemeOk || url.username || url.password || url.search || url.hash) {
    console.error(
      `edge config: ${name} must be an https URL without credentials, query or fragment; that relay answers 503`,
    )
    return undefined
  }
  return url.href.replace(/\/+$/, '')
}

function sources(name: string, raw: string | undefined): string[] {
  const { sources, rejected } = parseSourceList(raw)
  if (rejected.length)
    console.error(`edge config: ${name} ignores ${rejected.join(' ')} (only host-sources and 'self'/'none')`)
  return sources
}

function readConfig(env: Env): EdgeConfig {
  // wrangler types the vars as their local literal values; production has others.
  const vars = env as unknown as Record<string, string | undefined>
  const development = vars.ENVIRONMENT === 'development'
  const timeout = Number(vars.UPSTREAM_TIMEOUT_MS)
  const frameAncestors = sources('FRAME_ANCESTORS', vars.FRAME_ANCESTORS)
  const merchantCache = Number(vars.MERCHANT_CACHE_SECONDS)
  return {
    development,
    analyticsUpstream: upstreamUrl('ANALYTICS_UPSTREAM', vars.ANALYTICS_UPSTREAM, development),
    errorUpstream: upstreamUrl('ERROR_UPSTREAM', vars.ERROR_UPSTREAM, development),
    upstreamTimeoutMs: Number.isInteger(timeout) && timeout > 0 && timeout <= 30_000 ? timeout : DEFAULT_TIMEOUT_MS,
    // An empty or unusable list must not fall open: nobody may frame the widget then.
    frameAncestors: frameAncestors.length ? frameAncestors : ["'none'"],
    // A change to a merchant must be live within a minute: never longer, whatever the var says.
    merchantCacheMs:
      (Number.isFinite(merchantCache) && merchantCache >= 0 && merchantCache <= 60
        ? merchantCache
        : DEFAULT_MERCHANT_CACHE_SECONDS) * 1000,
    connectSources: ["'self'", ...sources('SESSION_ORIGINS', vars.SESSION_ORIGINS), ...(development ? LOOPBACK : [])],
    widgetOrigins: sources('WIDGET_ORIGINS', vars.WIDGET_ORIGINS).filter((s) => !s.startsWith("'")),
  }
}

// The env object is the same for every request an isolate serves.
const cache = new WeakMap<object, EdgeConfig>()

export function edgeConfig(env: Env): EdgeConfig {
  let config = cache.get(env)
  if (!config) cache.set(env, (config = readConfig(env)))
  return config
}
