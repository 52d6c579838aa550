import { bankById } from '../../widget/screens/bank-id-fi/banks.ts'
import { handoffMock } from './handoff.ts'
import { problem } from './strategy-mock.ts'

/** Finnish bank identification: the shopper identifies in the chosen bank's own page. */
export const bankIdFiMock = handoffMock({
  types: ['bank_id_fi'],
  kind: 'bank_page',
  demo: {
    label: 'Finnish bank ID',
    markets: ['FI'],
    reasons: ['user-mismatch', 'technical-issue', 'access-denied', 'session-timeout', 'user-not-trusted'],
    help: 'Pick a bank in the widget; the bank’s stand-in page opens in a new window: identify, reject with a reason, or cancel.',
  },
  choice: (body) => {
    const bank = bankById((body as { bank?: unknown } | undefined)?.bank)
    return bank
      ? { chosen: { bank: bank.id } }
      : { refused: problem(400, 'invalid_request', { detail: 'bank must be one of the Finnish Trust Network’s' }) }
  },
  partner: (strategy) => ({
    brand: bankById((strategy.data.handoff as { chosen: { bank: string } }).chosen.bank)!.name,
    lead: 'Log in to identify yourself to the shop.',
    approve: 'Identify',
  }),
})
