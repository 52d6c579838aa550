/**
 * The ten countries of the bank-selection widget (spec §2.3), in its order,
 * and where each country's IBAN carries the bank code (after the country and
 * check digits: the German BLZ, the Dutch bank letters, the Swedish clearing
 * number, the Italian ABI after the CIN…). A leaf module: the mock's bank
 * directory shares it.
 */
export const COUNTRIES = ['DE', 'AT', 'BE', 'IT', 'NL', 'PL', 'ES', 'SE', 'CH', 'GB'] as const
export type Country = (typeof COUNTRIES)[number]

export const BANK_CODE_AT: Record<Country, readonly [number, number]> = {
  DE: [4, 12],
  AT: [4, 9],
  BE: [4, 7],
  IT: [5, 10],
  NL: [4, 8],
  PL: [4, 7],
  ES: [4, 8],
  SE: [4, 7],
  CH: [4, 9],
  GB: [4, 8],
}

export const isCountry = (value: unknown): value is Country => COUNTRIES.includes(value as Country)
