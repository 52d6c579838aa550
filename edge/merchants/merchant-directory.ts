import * as v from 'valibot'
import { MerchantRecord } from './merchant-record'

/** What the directory needs of a KV namespace: `get` as text, with KV's edge cache time. */
export interface MerchantStore {
  get(key: string, options: { type: 'text'; cacheTtl?: number }): Promise<string | null>
}

export interface MerchantDirectoryOptions {
  /** How long the isolate keeps an answer, found or not (at most 60 s: a change is live within a minute). */
  ttlMs: number
  /** How long one KV read may take before the edge gives up on it (and answers 503). */
  timeoutMs: number
  /** Outside development a record may list https origins only. */
  development: boolean
  now?: () => number
  /** How many merchants the isolate remembers; the oldest answers go first past it. */
  maxEntries?: number
}

/** A merchant's checkout origins, or null when the merchant has no usable record. */
export type MerchantFrames = readonly string[] | null

/** KV could not be read (it threw or timed out): nobody may frame anything until it can. */
export class MerchantStoreUnavailable extends Error {
  override readonly name = 'MerchantStoreUnavailable'
}

/**
 * KV's own edge cache for a read, in seconds. Its minimum is 30; with the
 * isolate's own cache of at most 30 s (wrangler.toml `MERCHANT_CACHE_SECONDS`)
 * a changed record is served everywhere within a minute.
 */
const KV_CACHE_TTL_SECONDS = 30

/**
 * The merchants' framing rules, read from Workers KV and kept in the isolate
 * for `ttlMs`: a document request costs a KV read only for the first request
 * of a merchant in that time, and concurrent first requests share one read.
 * A failed read is not kept (the next request tries again); a missing or
 * unusable record is, like any answer, so an unknown id does not reach KV on
 * every request either.
 */
export function createMerchantDirectory(store: MerchantStore, options: MerchantDirectoryOptions) {
  const now = options.now ?? Date.now
  const maxEntries = options.maxEntries ?? 10_000
  const entries = new Map<string, { expires: number; frames: Promise<MerchantFrames> }>()

  async function read(id: string): Promise<MerchantFrames> {
    let timer: ReturnType<typeof setTimeout> | null = null
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${options.timeoutMs} ms`)), options.timeoutMs)
    })
    let raw: string | null
    try {
      raw = await Promise.race([store.get(id, { type: 'text', cacheTtl: KV_CACHE_TTL_SECONDS }), timeout])
    } catch (error) {
      throw new MerchantStoreUnavailable(error instanceof Error ? error.message : 'unknown')
    } finally {
      clearTimeout(timer)
    }
    if (raw === null) {
      console.warn(`edge: merchant ${id} has no record in MERCHANTS; its widget is framed by nobody`)
      return null
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(raw)
    } catch {
      parsed = undefined
    }
    const record = v.safeParse(MerchantRecord, parsed)
    const insecure =
      record.success && !options.development && record.output.frame_ancestors.some((s) => !/^https:/i.test(s))
    if (!record.success || insecure) {
      const why = record.success
        ? 'frame_ancestors: https origins only outside development'
        : v.summarize(record.issues)
      console.error(
        `edge: merchant ${id} has an unusable record (${why.slice(0, 300)}); its widget is framed by nobody`,
      )
      return null
    }
    return record.output.frame_ancestors
  }

  return {
    /** The merchant's checkout origins, null when it has none; rejects with MerchantStoreUnavailable. */
    frames(id: string): Promise<MerchantFrames> {
      const at = now()
      const kept = entries.get(id)
      if (kept && kept.expires > at) return kept.frames
      entries.delete(id)
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
      const frames = read(id)
      entries.set(id, { expires: at + options.ttlMs, frames })
      frames.catch(() => {
        if (entries.get(id)?.frames === frames) entries.delete(id)
      })
      return frames
    },
  }
}
export type MerchantDirectory = ReturnType<typeof createMerchantDirectory>
