/**
 * The provider's customer-service phone number, which the '-with-contact'
 * failure texts give with the support hours (spec §8, §9). Every language
 * and market takes it from here, never from a translation.
 *
 * PLACEHOLDER, to be set per deployment: the spec names no number. This one
 * is from the range the UK regulator keeps for drama (020 7946 0xxx), so it
 * reaches nobody. Spaces are no-break spaces: the number never wraps.
 */
export const SUPPORT_PHONE = '+44\u00a020\u00a07946\u00a00000'

/** The number as a `tel:` link dials it: digits and the leading plus only. */
export const telHref = (number: string) => `tel:${number.replace(/[^+\d]/g, '')}`
