import { signal } from '@preact/signals'
import type * as v from 'valibot'
import type { StrategyRun } from '../../kit/strategy-run'
import type { LoginCalls } from './bank-login-calls'
import { reportNotice } from './bank-login-notice'
import type { Country } from './countries'

/**
 * `report_unsupported_bank`: the bank the shopper could not find, with the
 * country searched, a call of its own beside the login. A report that fails
 * ends nothing: the shopper is told, the name stays, error reporting hears
 * 'Could not report unsupported bank'.
 */
export function createUnsupportedBankReport<F extends v.ObjectEntries>(
  run: StrategyRun<F>,
  calls: LoginCalls,
  country: () => Country,
  onReported: () => void,
) {
  /** The bank last reported, which the confirmation names. */
  const reported = signal('')
  return {
    reported,
    /** True once the session has the report. */
    async report(bankName: string): Promise<boolean> {
      const outcome = await calls.once('report', () =>
        run.attempt(() => run.api.post('report_unsupported_bank', { bank_name: bankName, country: country() }), {
          contained: true,
        }),
      )
      if (!outcome) return false
      if (outcome.kind !== 'value') {
        calls.notice.value = reportNotice(outcome)
        return false
      }
      reported.value = bankName
      onReported()
      return true
    },
  }
}
