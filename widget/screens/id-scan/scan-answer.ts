import * as v from 'valibot'
import type { StrategyState } from '../../kit/session'
import { PARTS } from './documents'

/** Why the session turned the pictures down (dev/session-api/id-scan.md); anything else reads as `unreadable`. */
export const REJECTIONS = ['expired', 'glare', 'blur', 'wrong_type', 'curp_missing', 'unreadable', 'face'] as const
export type Rejection = (typeof REJECTIONS)[number]
export const rejectionOf = (reason: string | undefined): Rejection | null =>
  reason ? ((REJECTIONS as readonly string[]).includes(reason) ? (reason as Rejection) : 'unreadable') : null

/** A document type as the session names it (`passport`, `tax_id`). */
const DocumentName = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,59}$/))

/** The answer fields of a scan (dev/session-api/id-scan.md). */
export const SCAN_FIELDS = {
  /** Any type the session names: one this widget does not know still scans, under a generic name. */
  document_type: v.optional(DocumentName),
  /** The documents the session accepts from this shopper (else the market's list). */
  accepted_documents: v.optional(v.pipe(v.array(DocumentName), v.minLength(1), v.maxLength(40))),
  /** The pictures the session holds: a reload does not take them again. */
  received: v.optional(v.pipe(v.array(v.picklist(PARTS)), v.maxLength(10))),
  rejection: v.optional(v.pipe(v.string(), v.maxLength(40))),
  /** KYC-anytime: the shopper chose to send the ID later. */
  kyc: v.optional(v.picklist(['later'])),
}
export type ScanState = StrategyState<typeof SCAN_FIELDS>
