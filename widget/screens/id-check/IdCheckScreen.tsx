import { Fragment, useEffect, useMemo, type ReactNode } from 'react'
import { Redirect, Route } from 'wouter'
import type { ScreenProps } from '../../app/screen-props'
import { useSteps } from '../../app/steps'
import { StrategyRoutes } from '../../app/StrategyRoutes'
import { useText, type Text } from '../../i18n/text'
import { ConsentScreen } from '../consent/ConsentScreen'
import { usePoller } from '../../strategy/use-poller'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { Form } from '../../ui/Form'
import { LostConnectionNotice } from '../../ui/LostConnectionNotice'
import { Notice } from '../../ui/Notice'
import { Progress } from '../../ui/Progress'
import { RadioGroup } from '../../ui/RadioGroup'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { countryOptions } from './countries'
import { fieldsOf, isIdMarket, licenceIsNumeric, type DocumentType, type FieldName, type Values } from './documents'
import { hintOf, messageOf } from './field-text'
import { BASE, CONSENT, createIdCheckController, documentStep, LOADING, VERIFIED, type IdCheckController } from './id-check-controller'
import { AU_STATES } from './rules/au-licence'
import { CARD_COLOURS } from './rules/valid-to'

/**
 * id_check (AU and NZ; spec §2.3): `/id_check/consent`, the document at
 * `/id_check/{AU|NZ}/{driver_licence|passport|medicare}`, `/id_check/loading`
 * while the session checks it, `/id_check/document_verified` when one more
 * document is needed. Failures show on the shell's failure screen with the
 * customer-support line (spec §8). Uses the props the registry gives
 * id-check (spec §2.1): names, market, and the success, failure and event handlers.
 */
export default function IdCheckScreen(props: ScreenProps) {
  const market = props.market ?? props.strategy.market
  if (!isIdMarket(market)) return <UnsupportedMarket props={props} />
  return <IdCheck props={props} market={market} />
}

/** The check exists for Australia and New Zealand only: any other market is a session fault. */
function UnsupportedMarket({ props }: { props: ScreenProps }) {
  useEffect(() => {
    props.report(new Error(`id_check has no documents for market ${props.market ?? props.strategy.market ?? '(none)'}`))
    props.onFailure?.('technical-issue')
  }, [props])
  return null
}

function IdCheck({ props, market }: { props: ScreenProps; market: 'AU' | 'NZ' }) {
  const steps = useSteps()!
  const check = useMemo(() => createIdCheckController(props, market, steps.go), [props, market, steps])
  const text = useText()
  return (
    <StrategyRoutes base={BASE} first={check.first}>
      <Route path={CONSENT}>
        <ConsentScreen footer={<Button onClick={check.agree}>{text.consent.continue()}</Button>} />
      </Route>
      <Route path={LOADING}>
        <Checking check={check} text={text} />
      </Route>
      <Route path={VERIFIED}>
        <Dialog title={text.idCheck.verified.title()} onBack={null} footer={<Button onClick={check.next}>{text.common.continue()}</Button>}>
          <p>{text.idCheck.verified.body()}</p>
          <p>{text.idCheck.verified.next()}</p>
        </Dialog>
      </Route>
      <Route path="/:market/:documentType">
        {(params: { market: string; documentType: string }) =>
          params.market === market && check.offered().includes(params.documentType as never) ? (
            <DocumentStep check={check} type={params.documentType as DocumentType} text={text} locale={props.details.locale} />
          ) : (
            <Redirect to={documentStep(market, check.offered()[0]!)} replace />
          )
        }
      </Route>
    </StrategyRoutes>
  )
}

/** `/id_check/loading`: six rotating messages (spec §2.3) while the session checks the document. */
function Checking({ check, text }: { check: IdCheckController; text: Text }) {
  const poller = usePoller(check.phase.value === 'verifying', { tick: check.poll, intervalMs: 2000 })
  const m = text.progress.messages
  const messages = [m.checkingDetails(), m.verifyingIdentity(), m.contactingPartner(), m.securingData(), m.almostThere(), m.fewMoreSeconds()]
  return (
    <Dialog title={text.idCheck.loading.title()} onBack={null} busy>
      <Progress messages={messages} estimate={text.idCheck.loading.estimate()} caution={text.progress.doNotClose()} connection={poller.connection.value} />
    </Dialog>
  )
}

const TYPE_LABEL = { driver_licence: 'driverLicence', passport: 'passport', medicare: 'medicare' } as const

function DocumentStep({ check, type, text, locale }: { check: IdCheckController; type: DocumentType; text: Text; locale: string }) {
  const t = text.idCheck
  const { form, market } = check
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
    state: () => <SelectField {...field('state')} label={t.fields.state.label()} placeholder={t.fields.state.choose()} options={AU_STATES.map((s) => ({ value: s, label: s }))} />,
    licenceNumber: () => <TextField {...field('licenceNumber')} label={t.fields.licenceNumber.label()} inputMode={market === 'AU' && licenceIsNumeric(values.state) ? 'numeric' : undefined} maxLength={24} plain />,
    cardNumber: () => <TextField {...field('cardNumber')} label={t.fields.cardNumber.label()} maxLength={24} plain />,
    version: () => <TextField {...field('version')} label={t.fields.version.label()} inputMode="numeric" maxLength={8} plain width="medium" />,
    country: () => <SelectField {...field('country')} label={t.fields.country.label()} options={countries} />,
    passportNumber: () => <TextField {...field('passportNumber')} label={t.fields.passportNumber.label()} maxLength={24} plain />,
    medicareNumber: () => <TextField {...field('medicareNumber')} label={t.fields.medicareNumber.label()} inputMode="numeric" maxLength={24} plain />,
    referenceNumber: () => <TextField {...field('referenceNumber')} label={t.fields.referenceNumber.label()} inputMode="numeric" maxLength={2} plain width="short" />,
    colour: () => <RadioGroup {...field('colour')} legend={t.fields.colour.label()} options={CARD_COLOURS.map((c) => ({ value: c, label: t.fields.colour[c]() }))} />,
    validTo: () => <TextField {...field('validTo')} label={t.fields.validTo.label()} inputMode="numeric" maxLength={12} plain width="medium" />,
    nameOnCard: () => <TextField {...field('nameOnCard')} label={t.fields.nameOnCard.label()} autoComplete="name" />,
    firstName: () => <TextField {...field('firstName')} label={t.fields.firstName.label()} autoComplete="given-name" />,
    middleName: () => <TextField {...field('middleName')} label={t.fields.middleName.label()} autoComplete="additional-name" />,
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
            {t.document.rejected()} {notice.attemptsLeft !== undefined ? t.document.attemptsLeft({ count: notice.attemptsLeft }) : null}
          </Notice>
        ) : notice?.kind === 'network' ? (
          <LostConnectionNotice />
        ) : notice?.kind === 'problem' ? (
          <Notice tone="error">{t.document.sendFailed()}</Notice>
        ) : null}
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
