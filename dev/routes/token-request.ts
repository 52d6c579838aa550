import * as v from 'valibot'
import { MERCHANT_ID } from '../../contracts/merchant.ts'
import { LOCALE_TAG } from '../../contracts/locale-tag.ts'

const Name = v.optional(v.pipe(v.string(), v.maxLength(200)))
/**
 * Any string: whether the mock can answer it is the route's to say, with one status (422) for every type it
 * cannot (README, dev/SESSION_API.md), a malformed one (upper case, spaces, too long) included. Only a type
 * that is no string at all is a malformed request (400).
 */
const Type = v.string('strategy must be a strategy type (a string)')
const Market = v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'market must be a two-letter country code')))
const Locale = v.optional(v.pipe(v.string(), v.regex(LOCALE_TAG, 'locale must look like sv or en_mx')))
/** iDIN's partner URL in the token (spec §3), when the request names one (to try a bad one). */
const SignicatUrl = v.optional(v.pipe(v.string(), v.maxLength(2000)))
/** Where the family's outside world answers by itself (a bureau, a registry): after this long. */
const Delay = v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(120)))
const DocumentType = v.pipe(
  v.string(),
  v.regex(/^[a-z][a-z0-9_]{0,59}$/, 'accepted_documents must be document types such as tax_id'),
)
/** ID scan: the documents the session accepts (spec §3's types, or others the widget offers under a generic name). */
const AcceptedDocuments = v.optional(v.pipe(v.array(DocumentType), v.minLength(1), v.maxLength(40)))

const StrategyRequest = v.object({
  type: Type,
  market: Market,
  first_name: Name,
  middle_name: Name,
  last_name: Name,
  scenario: v.optional(v.string()),
  signicatUrl: SignicatUrl,
  answer_delay_seconds: Delay,
  accepted_documents: AcceptedDocuments,
})
export type StrategyRequest = v.InferOutput<typeof StrategyRequest>

/** `POST /dev/tokens` (dev/SESSION_API.md "Dev only: the mock's own routes"). */
export const TokenRequest = v.pipe(
  v.object({
    strategy: v.optional(Type),
    /** The first is shown; later ones are what the session may switch to. */
    strategies: v.optional(v.pipe(v.array(StrategyRequest), v.minLength(1), v.maxLength(6))),
    market: Market,
    locale: Locale,
    first_name: Name,
    middle_name: Name,
    last_name: Name,
    presentation_data: v.optional(v.record(v.string(), v.unknown())),
    flow: v.optional(v.pipe(v.string(), v.maxLength(60))),
    scenario: v.optional(v.string()),
    signicatUrl: SignicatUrl,
    contact: v.optional(v.pipe(v.string(), v.maxLength(200))),
    resend_seconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600))),
    answer_delay_seconds: Delay,
    accepted_documents: AcceptedDocuments,
    /** The merchant the session is for (contracts/merchant.ts); the demo checkout's when absent. */
    merchant_id: v.optional(v.pipe(v.string(), v.regex(MERCHANT_ID, 'merchant_id must be 1–64 of A–Z a–z 0–9 _ -'))),
  }),
  v.check((r) => r.strategy !== undefined || !!r.strategies, 'strategy or strategies is required'),
)
export type TokenRequest = v.InferOutput<typeof TokenRequest>
