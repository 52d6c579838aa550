import { screenTypeOf } from './screen-registry'

// The idScan namespace's '-with-contact' texts. Spain's "every reason" stops
// here: a reason without such a text (user-mismatch, id-number-missing…)
// keeps its own text rather than falling through to the generic one.
const ID_SCAN_WITH_CONTACT = ['technical-issue', 'session-timeout', 'network-issue', 'invalid-address', 'invalid-document', 'user-not-trusted']

/**
 * Spec §4: the reason whose text the failure screen shows. The market picks
 * copy variants (customer-service contact, the Italian fallback), so the
 * host is still told the server's own reason. kosma_id is not remapped: the
 * spec names id_scan alone.
 */
export function failureReason(strategyType: string, market = '', reason = ''): string {
  const type = screenTypeOf(strategyType)
  market = market.toUpperCase()
  reason ||= 'technical-issue'
  if (market === 'IT' && type === 'bureau-check') {
    if (reason === 'technical-issue') return 'technical-issue-fallback'
    if (reason === 'invalid-user-info' || reason === 'user-not-trusted') return reason + '-with-contact'
  }
  return market === 'ES' && type === 'id-scan' && ID_SCAN_WITH_CONTACT.includes(reason) ? reason + '-with-contact' : reason
}
