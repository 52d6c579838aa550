/**
 * Build-time settings. build.mjs (and vitest.config.mts for tests) define
 * `__IDV_CONFIG__`; see README "Configuration".
 */
export interface WidgetConfig {
  /** Registrable domains of the provider: a session url must be on one of them (or localhost). */
  sessionDomains: readonly string[]
  /** Allowed hosts of the idin partner's https URL (sandbox and production). */
  idinHosts: readonly string[]
  /** Changes whenever any text changes; makes the text URL cacheable forever. */
  textVersion: string
}

declare const __IDV_CONFIG__: WidgetConfig

export const config: WidgetConfig = __IDV_CONFIG__
