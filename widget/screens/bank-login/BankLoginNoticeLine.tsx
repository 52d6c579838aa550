import { useText } from '../../i18n/text'
import { LostConnectionNotice } from '../../ui/LostConnectionNotice'
import { Notice } from '../../ui/Notice'
import type { BankLoginNotice } from './bank-login-controller'

/** What a bank-login step says after a call that did not move on; announced as it appears. */
export function BankLoginNoticeLine({ notice }: { notice: BankLoginNotice | null }) {
  const text = useText()
  const t = text.bankLogin
  if (!notice) return null
  switch (notice.kind) {
    case 'network':
      return <LostConnectionNotice />
    case 'start-failed':
      return <Notice tone="error">{t.selection.startFailed()}</Notice>
    case 'select-failed':
      return <Notice tone="error">{t.selection.selectFailed({ bankName: notice.bankName })}</Notice>
    case 'wrong-credentials':
      return (
        <Notice tone="error">
          {t.creds.wrong()}{' '}
          {notice.attemptsLeft !== undefined ? t.creds.attemptsLeft({ count: notice.attemptsLeft }) : null}
        </Notice>
      )
    case 'login-blocked':
      return <Notice tone="error">{t.creds.blocked()}</Notice>
    case 'login-failed':
      return <Notice tone="error">{t.creds.failed()}</Notice>
    case 'app-dismissed':
      return <Notice tone="error">{t.creds.dismissed()}</Notice>
    case 'wrong-code':
      return (
        <Notice tone="error">
          {t.code.wrong()}{' '}
          {notice.attemptsLeft !== undefined ? t.creds.attemptsLeft({ count: notice.attemptsLeft }) : null}
        </Notice>
      )
    case 'code-failed':
      return <Notice tone="error">{t.code.failed()}</Notice>
    case 'report-failed':
      return <Notice tone="error">{t.report.failed()}</Notice>
  }
}
