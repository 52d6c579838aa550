import { useEffect, useMemo } from 'react'
import type { Text } from '../../i18n/text'
import { ActionNotice } from '../../ui/ActionNotice'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Form } from '../../ui/Form'
import { Notice } from '../../ui/Notice'
import { RadioGroup } from '../../kit/RadioGroup'
import { countryOptions } from './countries'
import type { DocumentType } from './document-types'
import { NoticeRegion } from '../../ui/NoticeRegion'
import { DocumentField } from './DocumentField'
import { fieldsOf, type FieldName, type Values } from './documents'
import { formKit } from './form-kit'
import type { IdCheckController } from './id-check-controller'

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
  // Named and sorted when a document asks for its country (a passport), not for every document.
  const countries = useMemo(() => {
    let options: ReturnType<typeof countryOptions> | undefined
    return () => (options ??= countryOptions(locale, market))
  }, [locale, market])
  const second = check.verified.value.length > 0
  const notice = check.notice.value
  const busy = check.phase.value !== 'idle'
  const offered = check.offered()

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
      <NoticeRegion>
        {notice?.kind === 'rejected' ? (
          <Notice tone="error">
            {t.document.rejected()}{' '}
            {notice.attemptsLeft !== undefined ? t.document.attemptsLeft({ count: notice.attemptsLeft }) : null}
          </Notice>
        ) : (
          <ActionNotice kind={notice?.kind} problem={t.document.sendFailed()} />
        )}
      </NoticeRegion>
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
          <DocumentField
            key={name}
            name={name}
            form={form}
            market={market}
            values={values}
            errors={errors}
            countries={countries}
            text={t}
          />
        ))}
      </Form>
    </Dialog>
  )
}
