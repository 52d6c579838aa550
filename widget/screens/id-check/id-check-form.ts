import { createForm, type FieldSpec, type Rule } from '../../kit/form'
import { nameError } from '../../kit/person-name'
import { FIELD_NAMES, fieldsOf, type DocumentType, type FieldName, type IdMarket, type Values } from './documents'
import { cardNumberError, isAuState, licenceNumberError } from './rules/au-licence'
import { MEDICARE_NAME_MAX, medicareIrnError, medicareNumberError } from './rules/medicare'
import { nzLicenceNumberError, nzVersionError } from './rules/nz-licence'
import { passportNumberError } from './rules/passport'
import { isCardColour, validToError } from './rules/valid-to'

type Key = FieldName | 'documentType'

const chosen = (ok: (value: string) => boolean) => (value: string) => (ok(value) ? undefined : 'required')

/**
 * The ID check's one form for every document: each field's rule (pure,
 * in ./rules) applies only while its document is the one chosen, so values
 * typed for one document stay when the shopper looks at another and comes back.
 */
export function createIdCheckForm(
  market: IdMarket,
  names: { first?: string; middle?: string; last?: string } = {},
  today: () => Date = () => new Date(),
) {
  const rules: Record<FieldName, Rule<Key>> = {
    state: chosen(isAuState),
    licenceNumber: (v, all) => (market === 'AU' ? licenceNumberError(v, all.state) : nzLicenceNumberError(v)),
    cardNumber: (v, all) => cardNumberError(v, all.state),
    version: (v) => nzVersionError(v),
    country: chosen((v) => /^[A-Z]{2}$/.test(v)),
    passportNumber: (v, all) => passportNumberError(v, all.country),
    medicareNumber: (v) => medicareNumberError(v),
    referenceNumber: (v) => medicareIrnError(v),
    colour: chosen(isCardColour),
    validTo: (v, all) => validToError(v, all.colour, today()),
    nameOnCard: (v) => nameError(v, { max: MEDICARE_NAME_MAX }),
    firstName: (v) => nameError(v),
    middleName: (v) => nameError(v, { optional: true }),
    lastName: (v) => nameError(v),
  }
  const initial: Partial<Record<FieldName, string>> = {
    firstName: names.first ?? '',
    middleName: names.middle ?? '',
    lastName: names.last ?? '',
    nameOnCard: [names.first, names.middle, names.last].filter(Boolean).join(' '),
    // The market's own passports are by far the most common.
    country: market,
  }
  const spec = { documentType: {} } as Record<Key, FieldSpec<Key>>
  for (const field of FIELD_NAMES) {
    const rule = rules[field]
    spec[field] = {
      initial: initial[field],
      rule: (v, all) => (fieldsOf(market, all.documentType as DocumentType).includes(field) ? rule(v, all) : undefined),
    }
  }
  const form = createForm<Key>('id-check', spec)
  return {
    ...form,
    /** The document whose fields count: the one the shopper's step shows. */
    show(type: DocumentType) {
      if (form.values.peek().documentType !== type) form.bind('documentType').onInput(type)
    },
    submit: () => form.submit() as Values | null,
  }
}

export type IdCheckForm = ReturnType<typeof createIdCheckForm>
