import { useEffect, useMemo } from 'react'
import { useText } from '../../i18n/text'
import { createForm } from '../../kit/form'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { TextField } from '../../kit/TextField'
import { SECRET_KINDS, type BankLoginController, type FieldKind, type SelectedBank } from './bank-login-controller'
import { BankLoginNoticeLine } from './BankLoginNoticeLine'
import { withoutControlCharacters } from './rules/without-control-characters'

const LABEL: Record<FieldKind, 'userId' | 'username' | 'customerNumber' | 'contractNumber' | 'pin' | 'password'> = {
  user_id: 'userId',
  username: 'username',
  customer_number: 'customerNumber',
  contract_number: 'contractNumber',
  pin: 'pin',
  password: 'password',
}

interface CredentialsStepProps {
  bankLogin: BankLoginController
  bank: SelectedBank
  otherBank: () => void
  changeMethod: () => Promise<'done' | 'offline'>
}

/**
 * `/bank_login/baas_widget/creds/:bankName`: the fields this bank's login
 * asks for. What is typed lives in the form only until the login call has
 * gone: then every field is emptied, whatever the answer, and the first one
 * takes focus again.
 */
export function CredentialsStep({ bankLogin, bank, otherBank, changeMethod }: CredentialsStepProps) {
  const text = useText()
  const t = text.bankLogin.creds
  const otherBankLabel = text.bankLogin.otherBank()
  const form = useMemo(
    () =>
      createForm(
        'bank-creds',
        Object.fromEntries(
          bank.login_fields.map((field) => [
            field.name,
            { clean: withoutControlCharacters, rule: (value: string) => (value.trim() ? undefined : 'required') },
          ]),
        ),
      ),
    [bank],
  )
  const first = form.idOf(bank.login_fields[0]!.name)
  useEffect(() => document.getElementById(first)?.focus(), [first])
  // Leaving the step (or the widget) leaves nothing typed behind.
  useEffect(() => () => form.clear(), [form])
  const busy = bankLogin.busy.value === 'login'

  const submit = async () => {
    if (busy) return
    const values = form.submit()
    if (!values) return
    const sent = bankLogin.login(values)
    form.clear()
    await sent
    document.getElementById(first)?.focus()
  }

  return (
    <Dialog title={t.title({ selectedBank: bank.name })} busy={busy} focusTitle={false}>
      <p>{t.lead({ selectedBank: bank.name })}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        {bank.login_fields.map((field) => {
          const secret = SECRET_KINDS.includes(field.kind)
          const binding = form.bind(field.name)
          return (
            <TextField
              key={field.name}
              {...binding}
              label={t.fields[LABEL[field.kind]]()}
              message={binding.error ? t.required() : undefined}
              type={secret ? 'password' : 'text'}
              inputMode={field.kind === 'pin' ? 'numeric' : undefined}
              // Bank credentials are not for this frame's password manager: they belong to the bank's site.
              autoComplete="off"
              maxLength={100}
              plain
            />
          )
        })}
        <BankLoginNoticeLine notice={bankLogin.notice.value} />
        <button type="submit" className="button button--primary" aria-disabled={busy} aria-busy={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {t.submit()}
        </button>
      </form>
      <p>
        <Button variant="link" disabled={busy} onClick={otherBank}>
          {otherBankLabel}
        </Button>
      </p>
      <ChangeMethodButton changeMethod={changeMethod} />
    </Dialog>
  )
}
