import { resolveLocale } from '../../locales/locale'
import { resolveSwitches, type Switches } from '../ui/switches'
import type { LaunchParams } from './launch-params'
import type { SessionDetails } from '../session-api/session-details'
import type { PrerenderAssumptions as Assumptions } from '../../contracts/prerender-assumptions'

/** What the document's prerendered markup assumed of the session (contracts/prerender-assumptions.ts). */
export type PrerenderAssumptions = Assumptions<keyof Switches>

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
  if (!assumed.assumedTypes.includes(strategy.type)) return false
  if (resolveLocale(requested, locales).id !== assumed.assumedLocale) return false
  if (assumed.assumedFirstName !== undefined && assumed.assumedFirstName !== (strategy.first_name ? 1 : 0)) return false
  if (assumed.assumedMarkets && !assumed.assumedMarkets.includes(strategy.market ?? '')) return false
  if (assumed.assumedFlows && !assumed.assumedFlows.includes(details.flow)) return false
  if (assumed.assumedKycAnytime !== undefined && assumed.assumedKycAnytime !== (launch.kycAnytime ? 1 : 0)) return false
  const switches = resolveSwitches(details.presentation_data.features)
  const defaults = resolveSwitches(undefined)
  return !(assumed.assumedDefaults ?? []).some((name) => switches[name] !== defaults[name])
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
    return Array.isArray(parsed) &&
      parsed.every((step) => typeof step?.assumedLocale === 'string' && Array.isArray(step.assumedTypes))
      ? parsed
      : []
  } catch {
    return []
  }
}
