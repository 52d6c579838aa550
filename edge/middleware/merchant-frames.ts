import { createMiddleware } from 'hono/factory'
import { isMerchantId, MERCHANT_HINT } from '../../contracts/merchant'
import { edgeConfig } from '../config'
import { httpError } from '../http/problem'
import { createMerchantDirectory, type MerchantDirectory } from '../merchants/merchant-directory'
import { notSetUpPage } from '../merchants/not-set-up-page'

/** What the document routes learn from the merchant gate: who may frame the answer. */
export type FrameVariables = { frameAncestors: readonly string[] }

/** How long one KV read may take before the document answers 503 instead of waiting on it. */
const KV_TIMEOUT_MS = 1500

// One directory per isolate (its cache is the point), keyed by the binding, which is the same for every request.
const directories = new WeakMap<KVNamespace, MerchantDirectory>()

function directoryOf(env: Env): MerchantDirectory {
  let directory = directories.get(env.MERCHANTS)
  if (!directory) {
    const config = edgeConfig(env)
    directory = createMerchantDirectory(env.MERCHANTS, {
      ttlMs: config.merchantCacheMs,
      timeoutMs: KV_TIMEOUT_MS,
      development: config.development,
    })
    directories.set(env.MERCHANTS, directory)
  }
  return directory
}

/**
 * Who may frame a document (docs/merchants.md): the checkout origins of the
 * merchant the URL's `m` names, read from the `MERCHANTS` KV namespace;
 * without `m`, the deployment's `FRAME_ANCESTORS`. Everything else fails
 * closed: a malformed id is a 400 problem, a merchant without a usable record
 * gets a page framed by nobody that says so, and KV failing or timing out is
 * a 503 problem. The log names the merchant id, never anything of the session.
 */
export const merchantFrames = createMiddleware<{ Bindings: Env; Variables: FrameVariables }>(async (c, next) => {
  const id = c.req.query(MERCHANT_HINT)
  if (id === undefined) {
    c.set('frameAncestors', edgeConfig(c.env).frameAncestors)
    return next()
  }
  if (!isMerchantId(id))
    throw httpError(400, `The ${MERCHANT_HINT} parameter is not a merchant id (1–64 of A–Z, a–z, 0–9, _ and -).`)
  let frames: readonly string[] | null
  try {
    frames = await directoryOf(c.env).frames(id)
  } catch (error) {
    console.error(
      `edge: MERCHANTS unavailable for merchant ${id} (${error instanceof Error ? error.message : 'unknown'})`,
    )
    throw httpError(503, 'The widget cannot be served right now; try again shortly.', {
      headers: { 'Retry-After': '10' },
    })
  }
  if (!frames) return notSetUpPage(c.env, { merchantId: id, locale: c.req.query('l') })
  c.set('frameAncestors', frames)
  return next()
})
