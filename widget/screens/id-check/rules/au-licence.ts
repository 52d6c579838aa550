import type { NumberFormat } from './document-number'
import { numberError, type NumberError } from './document-number'

/** Spec §2.3: the states and territories offered, in the spec's order. */
export const AU_STATES = ['ACT', 'NT', 'QLD', 'NSW', 'SA', 'TAS', 'VIC', 'WA'] as const
export type AuState = (typeof AU_STATES)[number]

export const isAuState = (value: string): value is AuState => (AU_STATES as readonly string[]).includes(value)

const digits = (min: number, max: number): NumberFormat => ({ chars: 'digits', min, max })
const alnum = (min: number, max: number): NumberFormat => ({ chars: 'alnum', min, max })

/**
 * Licence and card numbers by issuing state, as the national Document
 * Verification Service takes them (docs/architecture.md "Facts from the field": NSW licence 6–8 alphanumeric,
 * card 10 digits; VIC licence up to 10 digits, card 8 alphanumeric; SA
 * licence 6 alphanumeric, card 9; the others as the state registries
 * publish them). Loose on purpose: "up to" means from one character, and
 * the registry, not this form, is the judge of a number that has the right shape.
 * `cardOn`: where the card number is printed, which shoppers ask most.
 */
export const LICENCE_FORMATS: Record<
  AuState,
  { licence: NumberFormat; card: NumberFormat; cardOn: 'front' | 'back' | 'either' }
> = {
  ACT: { licence: digits(1, 10), card: alnum(10, 10), cardOn: 'front' },
  NT: { licence: digits(1, 10), card: digits(6, 8), cardOn: 'back' },
  QLD: { licence: digits(1, 9), card: alnum(10, 10), cardOn: 'either' },
  NSW: { licence: alnum(6, 8), card: digits(10, 10), cardOn: 'front' },
  SA: { licence: alnum(6, 6), card: alnum(9, 9), cardOn: 'back' },
  TAS: { licence: alnum(6, 8), card: alnum(9, 9), cardOn: 'back' },
  VIC: { licence: digits(1, 10), card: alnum(8, 8), cardOn: 'back' },
  WA: { licence: digits(7, 7), card: alnum(8, 10), cardOn: 'back' },
}

/** The licence number's form for `state`; before a state is chosen, only that it is there (the state's own rule says the rest). */
export const licenceNumberError = (value: string, state: string): NumberError | undefined =>
  numberError(value, isAuState(state) ? LICENCE_FORMATS[state].licence : undefined)

/** The card number's form for `state` (it changes with each new card). */
export const cardNumberError = (value: string, state: string): NumberError | undefined =>
  numberError(value, isAuState(state) ? LICENCE_FORMATS[state].card : undefined)
