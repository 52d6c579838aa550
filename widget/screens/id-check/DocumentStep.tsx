import { Fragment, useEffect, useMemo, type ReactNode } from 'react'
import type { Text } from '../../i18n/text'
import { ActionNotice } from '../../ui/ActionNotice'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Form } from '../../ui/Form'
import { Notice } from '../../ui/Notice'
import { RadioGroup } from '../../kit/RadioGroup'
import { SelectField } from '../../kit/SelectField'
import { TextField } from '../../kit/TextField'
import { countryOptions } from './countries'
import type { DocumentType } from './document-types'
import { fieldsOf, licenceIsNumeric, type FieldName, type Values } from './documents'
import { hintOf, messageOf } from './field-text'
import { formKit } from './form-kit'
import type { IdCheckController } from './id-check-controller'
import { AU_STATES } from './rules/au-licence'
import { CARD_COLOURS } from './rules/valid-to'

const TYPE_LABEL = { driver_licence: 'driverLicence', passport: 'passport', medicare: 'medicare' } as const

/**
 * `/id_check/{AU|NZ}/{document}`: the document form, with the form's rules
 * (./form-kit.ts). A lazy part of its own, fetched while the consent shows.
 */
export function DocumentStep({
  check,
  type,
  text,
  locale,
}: {
  check: IdCheckController
  type: DocumentType
  text: Text
  locale: string
}) {
  const t = text.idCheck
  const { market } = check
  const form = check.formWith(formKit)
  // The route names the document: its fields are the ones that count.
  useEffect(() => form.show(type), [form, type])
  useEffect(() => check.shown(), [check])
  const values = form.values.value as Values
  const errors = form.errors.value as Partial<Record<FieldName, string>>
  const countries = useMemo(() => countryOptions(locale, market), [locale, market])
  const second = check.verified.value.length > 0
  const notice = check.notice.value
  const busy = check.phase.value !== 'idle'
  const offered = check.offered()

  const field = (name: FieldName) => ({
    ...form.bind(name),
    hint: hintOf(t, market, name, values),
    message: messageOf(t, market, name, errors[name], values),
  })
  const controls: Record<FieldName, () => ReactNode> = {
    state: () => (
      <SelectField
        {...field('state')}
        label={t.fields.state.label()}
        placeholder={t.fields.state.choose()}
        options={AU_STATES.map((s) => ({ value: s, label: s }))}
      />
    ),
    licenceNumber: () => (
      <TextField
        {...field('licenceNumber')}
        label={t.fields.licenceNumber.label()}
        inputMode={market === 'AU' && licenceIsNumeric(values.state) ? 'numeric' : undefined}
        maxLength={24}
        plain
      />
    ),
    cardNumber: () => <TextField {...field('cardNumber')} label={t.fields.cardNumber.label()} maxLength={24} plain />,
    version: () => (
      <TextField
        {...field('version')}
        label={t.fields.version.label()}
        inputMode="numeric"
        maxLength={8}
        plain
        width="medium"
      />
    ),
    country: () => <SelectField {...field('country')} label={t.fields.country.label()} options={countries} />,
    passportNumber: () => (
      <TextField {...field('passportNumber')} label={t.fields.passportNumber.label()} maxLength={24} plain />
    ),
    medicareNumber: () => (
      <TextField
        {...field('medicareNumber')}
        label={t.fields.medicareNumber.label()}
        inputMode="numeric"
        maxLength={24}
        plain
      />
    ),
    referenceNumber: () => (
      <TextField
        {...field('referenceNumber')}
        label={t.fields.referenceNumber.label()}
        inputMode="numeric"
        maxLength={2}
        plain
        width="short"
      />
    ),
    colour: () => (
      <RadioGroup
        {...field('colour')}
        legend={t.fields.colour.label()}
        options={CARD_COLOURS.map((c) => ({ value: c, label: t.fields.colour[c]() }))}
      />
    ),
    validTo: () => (
      <TextField
        {...field('validTo')}
        label={t.fields.validTo.label()}
        inputMode="numeric"
        maxLength={12}
        plain
        width="medium"
      />
    ),
    nameOnCard: () => <TextField {...field('nameOnCard')} label={t.fields.nameOnCard.label()} autoComplete="name" />,
    firstName: () => <TextField {...field('firstName')} label={t.fields.firstName.label()} autoComplete="given-name" />,
    middleName: () => (
      <TextField {...field('middleName')} label={t.fields.middleName.label()} autoComplete="additional-name" />
    ),
    lastName: () => <TextField {...field('lastName')} label={t.fields.lastName.label()} autoComplete="family-name" />,
  }
  return (
    <Dialog
      title={second ? t.document.secondTitle() : t.document.title()}
      busy={busy}
      footer={
        <Button busy={busy} onClick={() => void check.submit()}>
          {t.document.submit()}
        </Button>
      }
    >
      <p>{second ? t.document.secondLead() : t.document.lead()}</p>
      <div aria-live="polite">
        {notice?.kind === 'rejected' ? (
          <Notice tone="error">
            {t.document.rejected()}{' '}
            {notice.attemptsLeft !== undefined ? t.document.attemptsLeft({ count: notice.attemptsLeft }) : null}
          </Notice>
        ) : (
          <ActionNotice kind={notice?.kind} problem={t.document.sendFailed()} />
        )}
      </div>
      <Form onSubmit={() => void check.submit()}>
        {offered.length > 1 ? (
          <RadioGroup
            id="id-check-document"
            name="document"
            value={type}
            onInput={(next) => check.choose(next as DocumentType)}
            onBlur={() => {}}
            legend={t.document.typeLegend()}
            options={offered.map((d) => ({ value: d, label: t.document.types[TYPE_LABEL[d]]() }))}
          />
        ) : null}
        {fieldsOf(market, type).map((name) => (
          <Fragment key={name}>{controls[name]()}</Fragment>
        ))}
      </Form>
    </Dialog>
  )
}
