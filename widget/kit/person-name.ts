/**
 * A person's name as a document or a credit bureau records it: letters of
 * any script (with their accents), spaces, hyphens, apostrophes and full
 * stops. Digits, emoji and other symbols are typos or paste accidents.
 */
const NAME = /^[\p{L}\p{M}' ’.-]+(?: [\p{L}\p{M}' ’.-]+)*$/u

/** Longest name part any family accepts (bureaus and document registries cut at about this). */
export const NAME_MAX = 50

export type NameError = 'required' | 'characters' | 'length'

/** What is wrong with a name part, if anything; `optional` parts (a middle name) may be empty. */
export function nameError(value: string, { optional = false, max = NAME_MAX } = {}): NameError | undefined {
  const name = value.trim()
  if (!name) return optional ? undefined : 'required'
  if (!NAME.test(name.replace(/\s+/g, ' '))) return 'characters'
  if ([...name].length > max) return 'length'
  return undefined
}
