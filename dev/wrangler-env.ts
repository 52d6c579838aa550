import { delimiter, join } from 'node:path'

/** The project's bin, first on PATH: wrangler then runs on the pinned Node 24 even when a file was started by hand. */
export const WRANGLER_BIN = join(import.meta.dirname, '..', 'node_modules', '.bin')

/**
 * The environment every wrangler this repository starts runs in: offline and quiet.
 * - No metrics sent.
 * - No `Request.cf` fetch: miniflare otherwise asks workers.cloudflare.com for a
 *   real `cf` object on every start, and without internet prints a warning with a
 *   stack trace before falling back to its placeholder. The edge reads nothing
 *   from `request.cf`, so the placeholder is all it needs, online or not
 *   (miniflare's documented switch, `CLOUDFLARE_CF_FETCH_ENABLED=false`).
 */
export function wranglerEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...env,
    PATH: `${WRANGLER_BIN}${delimiter}${env.PATH}`,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  }
}
