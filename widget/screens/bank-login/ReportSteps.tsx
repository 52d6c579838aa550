import { useEffect, useMemo } from 'react'
import { useText } from '../../i18n/text'
import { createForm } from '../../kit/form'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Dialog } from '../../ui/Dialog'
import { TextField } from '../../kit/TextField'
import type { BankLoginController } from './bank-login-controller'
import { BankLoginNoticeLine } from './BankLoginNoticeLine'
import { withoutControlCharacters } from './rules/without-control-characters'

const clean = (raw: string) => withoutControlCharacters(raw).slice(0, 100)

/** `/bank_login/report_unsupported_bank_form`: one field and Send; a failed send keeps the name. */
export function ReportStep({ bankLogin }: { bankLogin: BankLoginController }) {
  const t = useText().bankLogin.report
  // A failed send keeps the name: the form lives as long as the step.
  const form = useMemo(
    () => createForm('bank-report', { bankName: { clean, rule: (value) => (value.trim() ? undefined : 'required') } }),
    [],
  )
  useEffect(() => document.getElementById(form.idOf('bankName'))?.focus(), [form])
  const busy = bankLogin.busy.value === 'report'
  const send = () => {
    const values = form.submit()
    if (values) void bankLogin.report(values.bankName.trim())
  }
  const binding = form.bind('bankName')
  return (
    <Dialog title={t.title()} busy={busy} focusTitle={false}>
      <p>{t.lead()}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          send()
        }}
      >
        <TextField
          {...binding}
          label={t.label()}
          message={binding.error ? t.required() : undefined}
          autoComplete="off"
          maxLength={100}
        />
        <BankLoginNoticeLine notice={bankLogin.notice.value} />
        <button type="submit" className="button button--primary" aria-disabled={busy} aria-busy={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {t.send()}
        </button>
      </form>
    </Dialog>
  )
}

/** `/bank_login/report_unsupported_bank_confirmation`: thank you, and the ways on. */
export function ReportedStep({
  bankLogin,
  otherBank,
  changeMethod,
}: {
  bankLogin: BankLoginController
  otherBank: () => void
  changeMethod: () => Promise<'done' | 'offline'>
}) {
  const text = useText()
  const t = text.bankLogin.reported
  return (
    <Dialog title={t.title()} footer={<Button onClick={otherBank}>{text.bankLogin.otherBank()}</Button>}>
      <p>{t.body({ bankName: bankLogin.reported.value })}</p>
      <ChangeMethodButton changeMethod={changeMethod} />
    </Dialog>
  )
}
