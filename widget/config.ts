/**
 * Build-time settings. build.ts (and vitest.config.mts for tests) define
 * `__IDV_CONFIG__`; see docs/configuration.md.
 */
export interface WidgetConfig {
  /** Registrable domains of the provider: a session url must be on one of them (or localhost). */
  sessionDomains: readonly string[]
  /** Allowed hosts of the idin partner's https URL (sandbox and production). */
  idinHosts: readonly string[]
  /** Changes whenever any text changes; makes the text URL cacheable forever. */
  textVersion: string
  /** The widget's release (package.json), tagged on error reports. */
  version: string
  /** Locale ids the edge has text for (`sv`, `en_gb`…): the widget resolves the token's locale among them as the edge does. */
  locales: readonly string[]
  /** The shell's own stylesheets by name (`held-back`: tools/build/family-styles.ts); the families' are their registry's; absent in tests. */
  styles?: Readonly<Record<string, string>>
}

declare const __IDV_CONFIG__: string

export const config: WidgetConfig = JSON.parse(__IDV_CONFIG__)
