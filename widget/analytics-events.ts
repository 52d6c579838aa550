/**
 * Every event the widget publishes to analytics, in one place: edge/RELAY_API.md
 * ("Events the widget publishes") lists the same names, held to these by
 * tests/widget/analytics-events.test.ts, and the publishers are typed to
 * them. Only names and types live here: importing the types costs no bytes.
 */

/** Events posted to the page (`onEvent`); each also goes out as a beacon of its name (telemetry/wire-telemetry.ts). */
export const PAGE_EVENTS = [
  'start',
  'component_mounted',
  'technical_failure',
  'chunk_load_error',
  'security_error',
  'unsupported_locale',
  'missing_translation',
  'session_details_defaulted',
  'strategy_changed',
  'document_verified',
] as const
export type PageEvent = (typeof PAGE_EVENTS)[number]

/** The ID scan's and selfie registration's failure events (spec §8), as `<type>:<event>`. */
export const SCAN_TYPES = ['id_scan', 'selfie_registration'] as const
export type ScanType = (typeof SCAN_TYPES)[number]
const SCAN_EVENTS = ['permissions-unavailable', 'could-not-start', 'polling-error', 'sdk-load-error'] as const
export type ScanEvent = (typeof SCAN_EVENTS)[number]

/** Events for analytics alone. */
export const ANALYTICS_EVENTS = [
  'dialog_closed',
  'error_screen_hidden',
  'bank_id_se_could_not_start',
  'bank_id_se_polling_error',
  'bank_id_se_qr_error',
  'bank_id_se_qr_load_error',
  ...SCAN_TYPES.flatMap((type) => SCAN_EVENTS.map((event) => `${type}:${event}` as const)),
  'veriff_could_not_start',
  'veriff_polling_error',
  'veriff_sdk_load_error',
  'checkin_could_not_start',
  'checkin_polling_error',
  'checkin_load_error',
] as const
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number]

/** Publishes an analytics event: one of the above, with its data (never anything sensitive). */
export type Publish = (name: AnalyticsEvent, data?: Record<string, unknown>) => void
