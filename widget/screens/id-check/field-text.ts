import type { Text } from '../../i18n/text'
import { NAME_MAX } from '../../kit/person-name'
import type { FieldName, IdMarket, Values } from './documents'
import { isAuState, LICENCE_FORMATS } from './rules/au-licence'
import type { NumberFormat } from './rules/document-number'
import { MEDICARE_NAME_MAX } from './rules/medicare'

type T = Text['idCheck']

/** "6 to 8 letters or numbers", "up to 10 digits", "10 digits". */
export function formatText(t: T, { chars, min, max }: NumberFormat): string {
  const f = t.formats
  if (min === max) return chars === 'digits' ? f.digits({ count: max }) : f.characters({ count: max })
  if (min === 1) return chars === 'digits' ? f.digitsUpTo({ max }) : f.charactersUpTo({ max })
  return chars === 'digits' ? f.digitsRange({ min, max }) : f.charactersRange({ min, max })
}

/** Passport numbers the shopper can compare theirs with. */
const EXAMPLES: Record<string, string> = { AU: 'N1234567', NZ: 'LA123456' }

/** What a field asks for, under its label: by state, country or card colour where the form differs. */
export function hintOf(t: T, market: IdMarket, field: FieldName, values: Values): string | undefined {
  const f = t.fields
  const state = isAuState(values.state) ? LICENCE_FORMATS[values.state] : undefined
  switch (field) {
    case 'licenceNumber':
      if (market === 'NZ') return f.nzLicenceNumber.hint()
      return state ? f.licenceNumber.hintFormat({ format: formatText(t, state.licence) }) : f.licenceNumber.hint()
    case 'cardNumber': {
      if (!state) return f.cardNumber.hint()
      const format = formatText(t, state.card)
      return state.cardOn === 'front'
        ? f.cardNumber.hintFront({ format })
        : state.cardOn === 'back'
          ? f.cardNumber.hintBack({ format })
          : f.cardNumber.hintEither({ format })
    }
    case 'version':
      return f.version.hint()
    case 'passportNumber':
      return EXAMPLES[values.country]
        ? f.passportNumber.hintExample({ example: EXAMPLES[values.country]! })
        : f.passportNumber.hint()
    case 'medicareNumber':
      return f.medicareNumber.hint()
    case 'referenceNumber':
      return f.referenceNumber.hint()
    case 'validTo':
      return values.colour === 'green'
        ? f.validTo.hintGreen()
        : values.colour
          ? f.validTo.hintOther()
          : f.validTo.hint()
    case 'nameOnCard':
      return f.nameOnCard.hint()
    case 'middleName':
      return f.middleName.hint()
    case 'firstName':
    case 'lastName':
      return f.namesHint()
    default:
      return undefined
  }
}

/** The message for a rule's code (or a code the session gave), tied to its field. */
export function messageOf(
  t: T,
  market: IdMarket,
  field: FieldName,
  code: string | undefined,
  values: Values,
): string | undefined {
  if (code === undefined) return undefined
  const f = t.fields
  const state = isAuState(values.state) ? LICENCE_FORMATS[values.state] : undefined
  if (code === 'characters') return f.characters()
  const known: Partial<Record<FieldName, Record<string, () => string>>> = {
    state: { required: f.state.required },
    licenceNumber: {
      required: f.licenceNumber.required,
      format: () =>
        market === 'NZ'
          ? f.nzLicenceNumber.format()
          : state
            ? f.licenceNumber.format({ state: values.state, format: formatText(t, state.licence) })
            : f.licenceNumber.hint(),
    },
    cardNumber: {
      required: f.cardNumber.required,
      format: () =>
        state ? f.cardNumber.format({ state: values.state, format: formatText(t, state.card) }) : f.cardNumber.hint(),
    },
    version: { required: f.version.required, format: f.version.format },
    country: { required: f.country.required },
    passportNumber: {
      required: f.passportNumber.required,
      format: () =>
        EXAMPLES[values.country]
          ? f.passportNumber.format({ example: EXAMPLES[values.country]! })
          : f.passportNumber.formatOther(),
    },
    medicareNumber: {
      required: f.medicareNumber.required,
      digits: f.medicareNumber.digits,
      length: f.medicareNumber.tenDigits,
      firstDigit: f.medicareNumber.invalid,
      checkDigit: f.medicareNumber.invalid,
      issueNumber: f.medicareNumber.invalid,
    },
    referenceNumber: { required: f.referenceNumber.required, format: f.referenceNumber.format },
    colour: { required: f.colour.required },
    validTo: {
      required: f.validTo.required,
      format: () => (values.colour === 'green' ? f.validTo.formatGreen() : f.validTo.formatOther()),
      invalidDate: f.validTo.invalidDate,
      expired: f.validTo.expired,
      tooFar: f.validTo.tooFar,
    },
    nameOnCard: { required: f.nameOnCard.required, length: () => f.nameOnCard.tooLong({ max: MEDICARE_NAME_MAX }) },
    firstName: { required: f.firstName.required, length: () => f.tooLong({ max: NAME_MAX }) },
    middleName: { length: () => f.tooLong({ max: NAME_MAX }) },
    lastName: { required: f.lastName.required, length: () => f.tooLong({ max: NAME_MAX }) },
  }
  // A code the session named that the form does not know: still said at the field.
  return known[field]?.[code]?.() ?? f.rejected()
}
