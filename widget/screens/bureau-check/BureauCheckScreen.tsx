import { useEffect, useMemo, useState } from 'react'
import { Route } from 'wouter'
import type { ScreenProps } from '../../app/screen-props'
import { useSteps } from '../../ui/steps'
import { StrategyRoutes } from '../../ui/StrategyRoutes'
import { useText, type Text } from '../../i18n/text'
import { usePoller } from '../../strategy/use-poller'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { DateField } from '../../ui/DateField'
import { Dialog } from '../../ui/Dialog'
import { Form } from '../../ui/Form'
import { Loading } from '../../ui/LoadingStep'
import { LostConnectionNotice } from '../../ui/LostConnectionNotice'
import { Notice } from '../../ui/Notice'
import { Progress } from '../../ui/Progress'
import { identityMessages } from '../../ui/progress-messages'
import { TextField } from '../../ui/TextField'
import { ConsentScreen } from '../consent/ConsentScreen'
import { BASE, CONSENT, createBureauCheckController, RETRY, START, WAIT, type BureauCheckController } from './bureau-check-controller'

/** Spec §9: the bureau answers within 10 seconds. */
const BUREAU_MS = 10_000

/**
 * bureau_check (AU, NZ, IT, MX; spec §2.3): `/bureau_check/consent` in
 * Australia (Agree and continue, or No thanks: another method),
 * `/bureau_check/start` in Mexico while the check starts (its session hands
 * over to the document and selfie scan first, spec §4),
 * `/bureau_check/wait` while the bureau checks, `/bureau_check/retry` when
 * the session asks the shopper to correct their details. Falling back to a
 * document, or Mexico's document and selfie scan, is the session's next
 * strategy, which the shell switches to.
 */
export default function BureauCheckScreen(props: ScreenProps) {
  const steps = useSteps()!
  const bureau = useMemo(() => createBureauCheckController(props, steps.go), [props, steps])
  const text = useText()
  return (
    <StrategyRoutes base={BASE} first={bureau.first}>
      <Route path={CONSENT}>
        <ConsentScreen
          body={text.bureauCheck.consent()}
          footer={
            <>
              <Button onClick={bureau.agree}>{text.consent.agree()}</Button>
              <ChangeMethodButton changeMethod={props.changeMethod} label={text.consent.decline()} />
            </>
          }
        />
      </Route>
      <Route path={START}>
        <WaitStep bureau={bureau} text={text} scanFirst />
      </Route>
      <Route path={WAIT}>
        <WaitStep bureau={bureau} text={text} />
      </Route>
      <Route path={RETRY}>
        <RetryStep bureau={bureau} text={text} />
      </Route>
    </StrategyRoutes>
  )
}

/**
 * 'Please wait': visible progress toward the bureau's 10 seconds; past them the session still decides.
 * `scanFirst` (Mexico, spec §4): the check is starting and the session will hand over to the document and
 * selfie scan first, so nothing is said yet about the bureau or its 10 seconds.
 */
function WaitStep({ bureau, text, scanFirst = false }: { bureau: BureauCheckController; text: Text; scanFirst?: boolean }) {
  const t = text.bureauCheck
  const phase = bureau.phase.value
  const notice = bureau.notice.value
  const poller = usePoller(phase === 'waiting', { tick: bureau.poll, intervalMs: 2000 })
  const [late, setLate] = useState(false)
  useEffect(() => bureau.open(), [bureau])
  useEffect(() => {
    if (notice) return
    const timer = setTimeout(() => setLate(true), BUREAU_MS)
    return () => clearTimeout(timer)
  }, [notice])
  return (
    <Dialog
      title={text.progress.title()}
      onBack={null}
      busy={!notice}
      footer={
        notice ? (
          <Button busy={phase !== 'idle'} onClick={() => void bureau.start()}>
            {text.common.tryAgain()}
          </Button>
        ) : null
      }
    >
      {scanFirst ? null : <p>{t.wait.lead()}</p>}
      {notice === 'network' ? (
        <LostConnectionNotice />
      ) : notice === 'problem' ? (
        <Notice tone="error">{t.startFailed()}</Notice>
      ) : scanFirst ? (
        <Loading />
      ) : (
        <Progress
          messages={identityMessages(text)}
          estimate={late ? t.wait.longer() : t.wait.estimate()}
          expectedMs={BUREAU_MS}
          caution={text.progress.doNotClose()}
          connection={poller.connection.value}
        />
      )}
    </Dialog>
  )
}

/** 'We can't verify your identity': the name and date of birth again, to be double-checked (spec §2.3). */
function RetryStep({ bureau, text }: { bureau: BureauCheckController; text: Text }) {
  const t = text.bureauCheck.retry
  const { form } = bureau
  const errors = form.errors.value
  const busy = bureau.phase.value !== 'idle'
  const notice = bureau.notice.value
  useEffect(() => bureau.shown(), [bureau])
  const message = (field: 'givenNames' | 'lastNames' | 'dateOfBirth', code: string | undefined) => (code === undefined ? undefined : errorText(text, field, code))
  return (
    <Dialog
      title={t.title()}
      busy={busy}
      footer={
        <Button busy={busy} onClick={() => void bureau.confirm()}>
          {t.confirm()}
        </Button>
      }
    >
      <p>{t.lead()}</p>
      <div aria-live="polite">
        {notice === 'network' ? (
          <LostConnectionNotice />
        ) : notice === 'problem' ? (
          <Notice tone="error">{t.sendFailed()}</Notice>
        ) : null}
      </div>
      <Form onSubmit={() => void bureau.confirm()}>
        <TextField {...form.bind('givenNames')} label={t.givenNames()} hint={t.givenNamesHint()} message={message('givenNames', errors.givenNames)} autoComplete="given-name" />
        <TextField {...form.bind('lastNames')} label={t.lastNames()} hint={t.lastNamesHint()} message={message('lastNames', errors.lastNames)} autoComplete="family-name" />
        <DateField
          {...form.bind('dateOfBirth')}
          legend={t.dateOfBirth()}
          hint={t.dateOfBirthHint()}
          message={message('dateOfBirth', errors.dateOfBirth)}
          parts={{ day: t.day(), month: t.month(), year: t.year() }}
          autoComplete="bday"
        />
      </Form>
    </Dialog>
  )
}

/** A rule's code (or one the session named) in words, at its field. */
function errorText(text: Text, field: 'givenNames' | 'lastNames' | 'dateOfBirth', code: string): string {
  const e = text.bureauCheck.errors
  const byCode: Record<string, (() => string) | undefined> = {
    required: field === 'givenNames' ? e.givenNamesRequired : field === 'lastNames' ? e.lastNamesRequired : e.dateRequired,
    characters: e.characters,
    length: () => e.tooLong({ max: 100 }),
    incomplete: e.dateIncomplete,
    year: e.dateYear,
    invalid: e.dateInvalid,
    future: e.dateFuture,
    tooOld: e.dateTooOld,
  }
  return (byCode[code] ?? e.rejected)()
}
