import type { SupportPhones } from '../../contracts/support-phones'

/** The deployment's numbers (build.mjs defines them apart from the rest of the config: only failure texts read them). */
declare const __IDV_SUPPORT_PHONES__: string
const configured: SupportPhones = JSON.parse(__IDV_SUPPORT_PHONES__)

/**
 * The provider's customer-service number for a market, which the '-with-contact'
 * failure texts give with the support hours (spec §8, §9): from the deployment's
 * configuration (contracts/support-phones.ts), never from a translation; undefined
 * where the deployment has none for the market. Spaces become no-break spaces:
 * the number never wraps.
 */
export function supportPhoneFor(market: string | undefined, phones: SupportPhones = configured) {
  const number = phones[(market ?? '').toUpperCase()] ?? phones['*']
  return number?.replace(/\s+/g, '\u00a0')
}

/** The number as a `tel:` link dials it: digits and the leading plus only. */
export const telHref = (number: string) => `tel:${number.replace(/[^+\d]/g, '')}`
