import { handoffMock } from './handoff.ts'
import { problem } from './strategy-mock.ts'

const METHODS = {
  app: 'Confirm in the BankID app on your phone.',
  code_device: 'Enter the code from your code device, then your personal password.',
}

/** What the signature variant signs (the widget shows it before the shopper goes, the stand-in page again). */
export const SIGN_DOCUMENT = {
  title: 'Agreement on invoice purchase',
  text: 'I confirm the purchase at Demo Shop of 1 499,00 NOK, to be paid by invoice within 30 days.\n\nI have read and accept the terms of the invoice agreement.',
}

/** Norwegian BankID (and its v2 and signature variants): identification or signing in BankID's own page. */
export const bankIdNoMock = handoffMock({
  types: ['bank_id_no', 'bank_id_no_v2', 'bank_id_no_signature'],
  kind: 'bankid_page',
  demo: {
    label: 'Norwegian BankID',
    markets: ['NO'],
    reasons: ['session-timeout', 'user-interaction', 'technical-issue', 'user-mismatch'],
    help: 'Choose the BankID app or a code device in the widget; BankID’s stand-in page opens in a new window: identify (or sign), reject with a reason, or cancel. The panel here does the same without the page.',
  },
  choice: (body) => {
    const method = (body as { method?: unknown } | undefined)?.method
    return method === 'app' || method === 'code_device'
      ? { chosen: { method } }
      : { refused: problem(400, 'invalid_request', { detail: 'method must be app or code_device' }) }
  },
  partner: (strategy) => {
    const signing = strategy.type === 'bank_id_no_signature'
    const method = (strategy.data.handoff as { chosen: { method: keyof typeof METHODS } }).chosen.method
    return {
      brand: 'BankID',
      lead: `${signing ? 'Sign with BankID.' : 'Identify with BankID.'} ${METHODS[method]}`,
      approve: signing ? 'Sign' : 'Identify',
      ...(signing ? { show: { heading: SIGN_DOCUMENT.title, text: SIGN_DOCUMENT.text } } : {}),
    }
  },
  reads: {
    document: ({ strategy }) =>
      strategy.type === 'bank_id_no_signature' ? { body: SIGN_DOCUMENT } : problem(404, 'no_document'),
  },
})
