import * as v from 'valibot'
import { loadChunk, onceUntilFailed } from '../../kit/load-chunk'
import type { StrategyRun } from '../../kit/strategy-run'
import type { xhrSend } from '../../kit/xhr-send'
import { PARTS } from './documents'
import type { SendPart } from './uploads'

const Uploaded = v.looseObject({ part: v.picklist(PARTS) })

/** An upload of up to 1 MB on a slow phone's uplink: 31 s is not enough. */
const UPLOAD_TIMEOUT_MS = 120_000

/** The upload with its progress is no part of the first step (first-screen budget): it comes with the camera's part. */
const uploadBody = onceUntilFailed(() => loadChunk('id-scan-upload', () => import('../../kit/xhr-send')))
/** Fetches the upload ahead, while the shopper frames the first picture (`usePrefetch`). */
export const prefetchUpload = { prefetch: () => void uploadBody().catch(() => {}) }

/**
 * A picture's upload to the session (`images/{part}`, with its progress),
 * and what it came to for the uploads' queue: sent, to be tried again
 * (offline), turned down (unusable), or the strategy ended.
 */
export const createPhotoSend =
  <F extends v.ObjectEntries>(run: StrategyRun<F>): SendPart =>
  async (part, photo, onProgress) => {
    let send: typeof xhrSend
    try {
      send = (await uploadBody()).xhrSend
    } catch {
      // Not here and could not be fetched: as a lost connection, the queue sends it again.
      return 'offline'
    }
    const outcome = await run.attempt(
      () => run.api.upload(`images/${part}`, send(photo, onProgress), Uploaded, UPLOAD_TIMEOUT_MS),
      { retryable: true },
    )
    if (outcome.kind === 'value') return 'sent'
    // A server that fails once is tried again like a lost connection; the run ends the strategy after three.
    if (outcome.kind === 'offline' || outcome.kind === 'unavailable') return 'offline'
    return outcome.kind === 'problem' ? 'unusable' : 'ended'
  }
