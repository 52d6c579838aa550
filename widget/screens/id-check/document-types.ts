/*
 * What the ID check's first steps need to know of the documents, without
 * their rules: the form and its rules load with the document step
 * (./DocumentStep.tsx), not in the first-screen document.
 */

/** Spec §2.3: the documents each market's check takes, in the order offered. */
export const DOCUMENT_TYPES = {
  AU: ['driver_licence', 'passport', 'medicare'],
  NZ: ['driver_licence', 'passport'],
} as const satisfies Record<string, readonly string[]>

export type IdMarket = keyof typeof DOCUMENT_TYPES
export type DocumentType = 'driver_licence' | 'passport' | 'medicare'

export const isIdMarket = (market: string | undefined): market is IdMarket => market === 'AU' || market === 'NZ'
