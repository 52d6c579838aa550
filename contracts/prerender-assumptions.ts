/**
 * What a first-screen document's prerendered markup assumed of the session,
 * written on its `<html data-idv-prerender>` by the build (tools/build/prerender.ts)
 * and read by the widget (widget/boot/prerender-fit.ts). The build renders a
 * family's first step once per locale; for every other thing a session could
 * say, it renders again and keeps here only what changed the markup, with the
 * values that did not: the markup may be shown, and hydrated, for a session
 * that agrees on all of them.
 *
 * Readable names here and in all source; the document carries one-letter
 * keys, the widget's bundles read them, both from one map
 * (./short-names.ts): tests and code never spell the short ones.
 *
 * `Switch`: the widget's switch names (widget/ui/switches.ts).
 */
export interface PrerenderAssumptions<Switch extends string = string> {
  /** The locale id the markup's text is in. */
  assumedLocale: string
  /** The strategy types it fits, spelt as the session details spell them (with underscores). */
  assumedTypes: string[]
  /** The first name: rendered as a slot the page fills (1), or absent (0); no key: no difference. */
  assumedFirstName?: 0 | 1
  /** The markets it fits (`''` for none); no key: any. */
  assumedMarkets?: string[]
  /** Switches that must keep their default. */
  assumedDefaults?: Switch[]
  /** The flow types it fits; no key: any. */
  assumedFlows?: string[]
  /** KYC-anytime mode (`kyca`) it was rendered with; no key: no difference. */
  assumedKycAnytime?: 0 | 1
}
