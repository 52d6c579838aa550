import { isAuState, LICENCE_FORMATS } from './rules/au-licence'
import { compactNumber } from './rules/document-number'
import { validToIso, type CardColour } from './rules/valid-to'
import type { DocumentType, IdMarket } from './document-types'

export { DOCUMENT_TYPES, isIdMarket, type DocumentType, type IdMarket } from './document-types'

/** The form's fields, in the order they show (focus goes to the first invalid one in this order). */
export const FIELD_NAMES = [
  'state',
  'licenceNumber',
  'cardNumber',
  'version',
  'country',
  'passportNumber',
  'medicareNumber',
  'referenceNumber',
  'colour',
  'validTo',
  'nameOnCard',
  'firstName',
  'middleName',
  'lastName',
] as const
export type FieldName = (typeof FIELD_NAMES)[number]
export type Values = Record<FieldName | 'documentType', string>

const NAMES: FieldName[] = ['firstName', 'middleName', 'lastName']

/** The fields a document asks for, in a market: what shows, and what its rules check. */
export function fieldsOf(market: IdMarket, type: DocumentType): FieldName[] {
  if (type === 'medicare') return ['medicareNumber', 'referenceNumber', 'colour', 'validTo', 'nameOnCard']
  if (type === 'passport') return ['country', 'passportNumber', ...NAMES]
  return market === 'AU' ? ['state', 'licenceNumber', 'cardNumber', ...NAMES] : ['licenceNumber', 'version', ...NAMES]
}

/** The session's name of each field (dev/session-api/id-check.md), by document. */
const API_NAMES: Partial<Record<FieldName, string>> = {
  state: 'state',
  licenceNumber: 'licence_number',
  cardNumber: 'card_number',
  version: 'version',
  country: 'country',
  passportNumber: 'passport_number',
  medicareNumber: 'card_number',
  referenceNumber: 'reference_number',
  colour: 'colour',
  validTo: 'valid_to',
  nameOnCard: 'name_on_card',
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
}

/** The field a session's field name means for this document (`card_number` is the licence's or the Medicare card's). */
export const fieldOfApiName = (market: IdMarket, type: DocumentType, apiName: string): FieldName | undefined =>
  fieldsOf(market, type).find((field) => API_NAMES[field] === apiName)

const NUMBERS = new Set<FieldName>(['licenceNumber', 'cardNumber', 'version', 'passportNumber', 'medicareNumber'])

/**
 * The body of `verify` for a document: only that document's fields, numbers
 * as the registries compare them, dates as the session takes them. Only
 * for values the form's rules accepted.
 */
export function documentBody(market: IdMarket, type: DocumentType, values: Values): Record<string, string> {
  const body: Record<string, string> = { document_type: type }
  for (const field of fieldsOf(market, type)) {
    const value = values[field].trim()
    if (!value) continue
    body[API_NAMES[field]!] = NUMBERS.has(field)
      ? compactNumber(value)
      : field === 'validTo'
        ? validToIso(value, values.colour as CardColour)
        : value.replace(/\s+/g, ' ')
  }
  return body
}

/** Licence numbers of states that use digits only get a number pad. */
export const licenceIsNumeric = (state: string): boolean =>
  isAuState(state) && LICENCE_FORMATS[state].licence.chars === 'digits'
