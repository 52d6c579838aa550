import { createMiddleware } from 'hono/factory'
// Written by build.mjs: the sha256 sources of every inline <script> and <style> in dist/index.html.
import inlineHashes from '../../.build/csp.json'
import type { EdgeConfig } from '../config'

interface InlineHashes {
  scriptSrc: string[]
  styleSrc: string[]
}
const hashes: InlineHashes = inlineHashes

/**
 * The widget document's CSP: nothing inline or evaluated runs unless its hash
 * was taken at build time; it talks only to itself and the session servers;
 * only the configured checkout pages may frame it.
 */
export function contentSecurityPolicy(config: EdgeConfig): string {
  return [
    "default-src 'none'",
    ["script-src 'self'", ...hashes.scriptSrc].join(' '),
    ["style-src 'self'", ...hashes.styleSrc].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${config.connectSources.join(' ')}`,
    `frame-ancestors ${config.frameAncestors.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

// The ID scan needs the camera inside the frame (the host SDK delegates it with allow="camera").
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()'

/** Headers of the widget's HTML, on 200s and 304s alike (a 304 refreshes the cached copy's headers). */
export function documentHeaders(config: EdgeConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'Permissions-Policy': PERMISSIONS_POLICY,
  }
}

/** On every response the worker makes: no MIME sniffing, no referrer leaving the widget. */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next()
  c.res.headers.set('X-Content-Type-Options', 'nosniff')
  c.res.headers.set('Referrer-Policy', 'no-referrer')
})
