import { resolveLocale } from '../../locales/locale'
import { resolveSwitches, type Switches } from '../ui/switches'
import type { LaunchParams } from './launch-params'
import type { SessionDetails } from '../session-api/session-details'

/**
 * What a first-screen document's prerendered markup assumed of the session
 * (written on its `<html data-idv-prerender>` by tools/prerender.mjs). The
 * build renders a family's first step once per locale; for every other thing
 * a session could say, it renders again and keeps here only what changed the
 * markup, with the values that did not: the markup may be shown, and
 * hydrated, for a session that agrees on all of them.
 */
export interface PrerenderAssumptions {
  /** The locale id the markup's text is in. */
  l: string
  /** The strategy types it fits, spelt as the session details spell them (with underscores). */
  t: string[]
  /** The first name: rendered as a slot the page fills (1), or absent (0); no key: no difference. */
  n?: 0 | 1
  /** The markets it fits (`''` for none); no key: any. */
  m?: string[]
  /** Switches that must keep their default (ui/switches.ts). */
  f?: Array<keyof Switches>
  /** The flow types it fits; no key: any. */
  w?: string[]
  /** KYC-anytime mode (`kyca`) it was rendered with; no key: no difference. */
  k?: 0 | 1
}

export interface PrerenderInputs {
  details: SessionDetails
  launch: Pick<LaunchParams, 'kycAnytime'>
  /** The locale asked for: the token's, or the browser's when it names none. */
  requested: string
  /** Locale ids the widget has text for. */
  locales: readonly string[]
  /** The shell opens on the first step (no consent first, nothing to resume). */
  firstStep: boolean
}

/**
 * True when the document's prerendered first step is what this session's
 * first render draws: the head script shows it only then (else the skeleton,
 * never a flash of another screen), and the widget hydrates it only then
 * (else renders afresh). One function for both, so they never disagree.
 */
export function prerenderFits(
  assumed: PrerenderAssumptions,
  { details, launch, requested, locales, firstStep }: PrerenderInputs,
): boolean {
  const strategy = details.strategies[0]
  if (!strategy || !firstStep) return false
  // The type as the session details spell it (contracts/screen-type.ts canonicalStrategyType), as the build did.
  if (!assumed.t.includes(strategy.type)) return false
  if (resolveLocale(requested, locales).id !== assumed.l) return false
  if (assumed.n !== undefined && assumed.n !== (strategy.first_name ? 1 : 0)) return false
  if (assumed.m && !assumed.m.includes(strategy.market ?? '')) return false
  if (assumed.w && !assumed.w.includes(details.flow)) return false
  if (assumed.k !== undefined && assumed.k !== (launch.kycAnytime ? 1 : 0)) return false
  const switches = resolveSwitches(details.presentation_data.features)
  const defaults = resolveSwitches(undefined)
  return !(assumed.f ?? []).some((name) => switches[name] !== defaults[name])
}

/**
 * Which of the document's prerendered first steps this session's first
 * render draws: 0 the one shown by default, 1… an alternative the document
 * carries beside it (a session without a first name), -1 none.
 */
export const pickPrerendered = (steps: readonly PrerenderAssumptions[], inputs: PrerenderInputs): number =>
  steps.findIndex((assumed) => prerenderFits(assumed, inputs))

/** The assumptions of each prerendered step a document carries, none when it has none (or they do not read). */
export function readAssumptions(html: { dataset: DOMStringMap }): PrerenderAssumptions[] {
  const raw = html.dataset.idvPrerender
  if (!raw) return []
  try {
    const parsed = JSON.parse(raw) as PrerenderAssumptions[]
    return Array.isArray(parsed) && parsed.every((step) => typeof step?.l === 'string' && Array.isArray(step.t))
      ? parsed
      : []
  } catch {
    return []
  }
}
