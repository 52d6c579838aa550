/**
 * A locale as anyone may spell it in a hint, a token or a URL (`sv`, `sv-SE`,
 * `en_gb`): two or three letters, then one region or variant part. Only the
 * shape: locales/locale.ts resolves it among the locales the edge has.
 */
export const LOCALE_TAG_SOURCE = '[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?'

export const LOCALE_TAG = new RegExp(`^${LOCALE_TAG_SOURCE}$`)
