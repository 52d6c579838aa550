import * as v from 'valibot'
import { xhrSend } from '../../kit/xhr-send'
import type { StrategyRun } from '../../kit/strategy-run'
import { PARTS } from './documents'
import type { SendPart } from './uploads'

const Uploaded = v.looseObject({ part: v.picklist(PARTS) })

/** An upload of up to 1 MB on a slow phone's uplink: 31 s is not enough. */
const UPLOAD_TIMEOUT_MS = 120_000

/**
 * A picture's upload to the session (`images/{part}`, with its progress),
 * and what it came to for the uploads' queue: sent, to be tried again
 * (offline), turned down (unusable), or the strategy ended.
 */
export const createPhotoSend =
  <F extends v.ObjectEntries>(run: StrategyRun<F>): SendPart =>
  async (part, photo, onProgress) => {
    const outcome = await run.attempt(
      () => run.api.upload(`images/${part}`, xhrSend(photo, onProgress), Uploaded, UPLOAD_TIMEOUT_MS),
      { retryable: true },
    )
    if (outcome.kind === 'value') return 'sent'
    // A server that fails once is tried again like a lost connection; the run ends the strategy after three.
    if (outcome.kind === 'offline' || outcome.kind === 'unavailable') return 'offline'
    return outcome.kind === 'problem' ? 'unusable' : 'ended'
  }
