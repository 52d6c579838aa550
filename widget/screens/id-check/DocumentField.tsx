import type { Text } from '../../i18n/text'
import { RadioGroup } from '../../kit/RadioGroup'
import { SelectField } from '../../kit/SelectField'
import { TextField } from '../../kit/TextField'
import type { IdMarket } from './document-types'
import { licenceIsNumeric, type FieldName, type Values } from './documents'
import { hintOf, messageOf } from './field-text'
import type { IdCheckForm } from './id-check-form'
import { AU_STATES } from './rules/au-licence'
import { CARD_COLOURS } from './rules/valid-to'

/**
 * One field of the document form as the control that suits it: a select for
 * a state or a country, radios for a card's colour, a text input sized and
 * keyed for what it holds; its hint and message in the shopper's language.
 */
export function DocumentField({
  name,
  form,
  market,
  values,
  errors,
  countries,
  text: t,
}: {
  name: FieldName
  form: IdCheckForm
  market: IdMarket
  values: Values
  errors: Partial<Record<FieldName, string>>
  /** The country list, built on first call. */
  countries: () => ReadonlyArray<{ value: string; label: string }>
  text: Text['idCheck']
}) {
  const field = {
    ...form.bind(name),
    hint: hintOf(t, market, name, values),
    message: messageOf(t, market, name, errors[name], values),
    label: t.fields[name].label(),
  }
  switch (name) {
    case 'state':
      return (
        <SelectField
          {...field}
          placeholder={t.fields.state.choose()}
          options={AU_STATES.map((s) => ({ value: s, label: s }))}
        />
      )
    case 'licenceNumber':
      return (
        <TextField
          {...field}
          inputMode={market === 'AU' && licenceIsNumeric(values.state) ? 'numeric' : undefined}
          maxLength={24}
          plain
        />
      )
    case 'cardNumber':
    case 'passportNumber':
      return <TextField {...field} maxLength={24} plain />
    case 'version':
      return <TextField {...field} inputMode="numeric" maxLength={8} plain width="medium" />
    case 'country':
      return <SelectField {...field} options={countries()} />
    case 'medicareNumber':
      return <TextField {...field} inputMode="numeric" maxLength={24} plain />
    case 'referenceNumber':
      return <TextField {...field} inputMode="numeric" maxLength={2} plain width="short" />
    case 'colour': {
      const { label, ...group } = field
      return (
        <RadioGroup
          {...group}
          legend={label}
          options={CARD_COLOURS.map((c) => ({ value: c, label: t.fields.colour[c]() }))}
        />
      )
    }
    case 'validTo':
      return <TextField {...field} inputMode="numeric" maxLength={12} plain width="medium" />
    case 'nameOnCard':
      return <TextField {...field} autoComplete="name" />
    case 'firstName':
      return <TextField {...field} autoComplete="given-name" />
    case 'middleName':
      return <TextField {...field} autoComplete="additional-name" />
    case 'lastName':
      return <TextField {...field} autoComplete="family-name" />
  }
}
