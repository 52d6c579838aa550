import { createMiddleware } from 'hono/factory'
import type { EdgeConfig } from '../config'

/** The sha256 sources of a document's inline scripts and stylesheet (computed by the build for each variant). */
export interface InlineHashes {
  /** The head script every document carries, which runs before the body. */
  headScriptHash: string
  /** The document's script, in the pieces that run as they arrive (tools/build/script-pieces.ts). */
  scriptHashes: readonly string[]
  styleHash: string | null
}

/**
 * The widget document's CSP: nothing inline or evaluated runs unless its hash
 * was taken at build time; it talks only to itself and the session servers;
 * only the merchant's checkout pages may frame it (edge/middleware/merchant-frames.ts).
 * The text's JSON data block is never executed, so it needs no hash.
 */
export function contentSecurityPolicy(
  config: EdgeConfig,
  inline: InlineHashes,
  frameAncestors: readonly string[],
): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", inline.headScriptHash, ...inline.scriptHashes].join(' '),
    ["style-src 'self'", ...(inline.styleHash ? [inline.styleHash] : [])].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${config.connectSources.join(' ')}`,
    `frame-ancestors ${frameAncestors.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

// The ID scan needs the camera inside the frame (the host SDK delegates it with allow="camera").
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()'

/** Headers of the widget's HTML, on 200s and 304s alike (a 304 refreshes the cached copy's headers). */
export function documentHeaders(
  config: EdgeConfig,
  inline: InlineHashes,
  frameAncestors: readonly string[],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, inline, frameAncestors),
    'Permissions-Policy': PERMISSIONS_POLICY,
  }
}

/** On every response the worker makes: no MIME sniffing, no referrer leaving the widget. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next()
  c.res.headers.set('X-Content-Type-Options', 'nosniff')
  c.res.headers.set('Referrer-Policy', 'no-referrer')
})
