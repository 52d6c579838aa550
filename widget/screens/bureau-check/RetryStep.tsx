import { useEffect } from 'react'
import type { Text } from '../../i18n/text'
import { ActionNotice } from '../../ui/ActionNotice'
import { Button } from '../../ui/Button'
import { DateField } from '../../kit/DateField'
import { Dialog } from '../../ui/Dialog'
import { Form } from '../../ui/Form'
import { TextField } from '../../kit/TextField'
import type { BureauCheckController } from './bureau-check-controller'
import { NoticeRegion } from '../../ui/NoticeRegion'

/** 'We can't verify your identity': the name and date of birth again, to be double-checked (spec §2.3). */
export default function RetryStep({ bureau, text }: { bureau: BureauCheckController; text: Text }) {
  const t = text.bureauCheck.retry
  const { form } = bureau
  const errors = form.errors.value
  const busy = bureau.phase.value !== 'idle'
  const notice = bureau.notice.value
  useEffect(() => bureau.shown(), [bureau])
  const message = (field: 'givenNames' | 'lastNames' | 'dateOfBirth', code: string | undefined) =>
    code === undefined ? undefined : errorText(text, field, code)
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
      <NoticeRegion>
        <ActionNotice kind={notice} problem={t.sendFailed()} />
      </NoticeRegion>
      <Form onSubmit={() => void bureau.confirm()}>
        <TextField
          {...form.bind('givenNames')}
          label={t.givenNames()}
          hint={t.givenNamesHint()}
          message={message('givenNames', errors.givenNames)}
          autoComplete="given-name"
        />
        <TextField
          {...form.bind('lastNames')}
          label={t.lastNames()}
          hint={t.lastNamesHint()}
          message={message('lastNames', errors.lastNames)}
          autoComplete="family-name"
        />
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
    required:
      field === 'givenNames' ? e.givenNamesRequired : field === 'lastNames' ? e.lastNamesRequired : e.dateRequired,
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
