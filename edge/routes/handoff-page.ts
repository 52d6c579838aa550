import { Hono, type Context } from 'hono'
import type { EdgeManifest } from '../../contracts/edge-assets'
import { edgeManifest } from '../assets/edge-assets'
import { methodNotAllowed } from '../http/method-not-allowed'
import { merchantFrames } from '../middleware/merchant-frames'

/**
 * The hand-off page's CSP: its one inline script and stylesheet by their
 * hashes (the build's, from the manifest), its text from the edge, nothing
 * else. Nobody may frame it (it only ever runs in a window of its own), so it
 * needs none of the merchant's origins; but a URL naming a merchant passes the
 * same gate as the widget's document (edge/middleware/merchant-frames.ts): a
 * hand-off for a merchant that is not set up, or while the merchant store is
 * down, fails closed. Deliberately no Cross-Origin-Opener-Policy: `same-origin`
 * would cut the tie to the window that opened it (the widget's frame, inside a
 * checkout of another origin), and the page exists to talk to that window.
 */
export const handoffPageCsp = ({ scriptHash, styleHash }: EdgeManifest['handoffPage']) =>
  [
    "default-src 'none'",
    `script-src ${scriptHash}`,
    `style-src ${styleHash ?? "'none'"}`,
    "connect-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')

async function serve(c: Context<{ Bindings: Env }>) {
  const { handoffPage } = await edgeManifest(c.env)
  // The one document behind both addresses; asked for without the shopper's query, which the page drops too.
  const asset = await c.env.ASSETS.fetch(new Request(new URL('/handoff/', c.req.url), { method: c.req.method }))
  const response = new Response(asset.body, asset)
  response.headers.set('Content-Security-Policy', handoffPageCsp(handoffPage))
  response.headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
  // A partner's query may carry anything: keep no copy of the page with it.
  response.headers.set('Cache-Control', 'no-store')
  response.headers.set('X-Robots-Tag', 'noindex')
  return response
}

/**
 * `/handoff/open`, where a child window opens before the widget sends it to
 * the partner, and `/handoff/return`, where the partner sends the shopper
 * back (docs/architecture.md "Child windows"; widget/handoff-page). Any other path
 * under /handoff, the built file's own included, is not found.
 */
export const handoffPage = new Hono<{ Bindings: Env }>()
  .get('/open', merchantFrames, serve)
  .get('/return', merchantFrames, serve)
  .all('/open', methodNotAllowed('GET', 'HEAD'))
  .all('/return', methodNotAllowed('GET', 'HEAD'))
