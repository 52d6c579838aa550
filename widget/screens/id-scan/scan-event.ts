import type { AnalyticsEvent, ScanEvent } from '../../kit/analytics'

/**
 * A scan's analytics failure event (spec §8), named for its strategy:
 * `id_scan:could-not-start`, `selfie_registration:polling-error`…
 */
export const scanEvent = (strategyType: string, event: ScanEvent): AnalyticsEvent =>
  `${strategyType === 'selfie_registration' ? 'selfie_registration' : 'id_scan'}:${event}`
