/**
 * The provider's customer-service numbers, per market, that the failure
 * texts' '-with-contact' variants give with the support hours (spec §8, §9).
 * They are deployment configuration (the build's `IDV_SUPPORT_PHONES`,
 * docs/configuration.md), never code or translations: `ES=+34 900 000 000,IT=+39 …`,
 * a market as its two letters, or `*` for every market not listed. A market
 * without one gets the texts' variant without a phone.
 */
export type SupportPhones = Readonly<Record<string, string>>

const ENTRY = /^([A-Za-z]{2}|\*)=(\+[0-9][0-9 ]{5,22})$/

/** Reads the configuration; `rejected` lists the entries that are not `MARKET=+number`. */
export function parseSupportPhones(raw: string): { phones: SupportPhones; rejected: string[] } {
  const phones: Record<string, string> = {}
  const rejected: string[] = []
  for (const entry of raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = ENTRY.exec(entry)
    if (match) phones[match[1]!.toUpperCase()] = match[2]!.trim()
    else rejected.push(entry)
  }
  return { phones, rejected }
}
