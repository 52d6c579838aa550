import type { Translations } from './i18n-types.ts'

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> }

/**
 * A market variant (locales/en_gb/variant.ts…): only the text that differs
 * from its language; the build fills the rest from the language.
 */
export type Variant = DeepPartial<Translations>
