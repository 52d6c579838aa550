import * as v from 'valibot'
import type { Handoff, HandoffConfig } from '../../kit/handoff'
import { bankById } from './banks'

/**
 * Spec §2.2: the bank list and its explanation under /bank_id_fi, the verify
 * step at /bank_login/verify. The family's steps lie under two prefixes, so
 * its base is the root and its steps are full paths.
 */
export const BASE = ''
export const STEPS = {
  index: '/bank_id_fi/index',
  why: '/bank_id_fi/why_do_we_ask',
  verify: '/bank_login/verify',
} as const

const fields = { bank: v.optional(v.pipe(v.string(), v.maxLength(40))) }

/**
 * Finnish bank identification's part of the shared hand-off
 * (kit/handoff.ts, its controller): the shopper identifies in the
 * bank's own page; a reload starts again with the bank the session echoes.
 */
export const handoffConfig: HandoffConfig<typeof fields> = {
  kind: 'bank_page',
  intro: STEPS.index,
  step: STEPS.verify,
  fields,
  again: (state) => (bankById(state.bank) ? { bank: state.bank } : undefined),
}

/** The bank the shopper chose, also after a reload. */
export const chosenBank = (handoff: Handoff) => bankById((handoff.choice.value as { bank?: string } | undefined)?.bank)
