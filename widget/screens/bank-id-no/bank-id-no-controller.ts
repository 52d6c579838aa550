import * as v from 'valibot'
import type { HandoffConfig } from '../../kit/handoff'

/** Spec §2.2 names no Norwegian paths: these are ours. */
export const BASE = '/bank_id_no'
export const STEPS = { review: '/review', choose: '/index', identify: '/identify' } as const
/** BankID, as the shopper knows it. */
export const NAME = 'BankID'

/** BankID on mobile (SIM) is discontinued (README: what the spec leaves open); the app and the code device remain. */
export const METHODS = ['app', 'code_device'] as const
export type Method = (typeof METHODS)[number]

const fields = { method: v.optional(v.picklist(METHODS)) }

/**
 * Norwegian BankID's part of the shared hand-off (kit/handoff.ts, its
 * controller): the shopper identifies, or signs, in BankID's own page; a
 * reload starts again with the method the session echoes.
 */
export const handoffConfig: HandoffConfig<typeof fields> = {
  kind: 'bankid_page',
  intro: BASE + STEPS.choose,
  step: BASE + STEPS.identify,
  fields,
  again: (state) => (state.method ? { method: state.method } : undefined),
}
