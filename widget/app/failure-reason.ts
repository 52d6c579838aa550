import { screenTypeOf } from './screen-registry'

/**
 * Spec §4: the reason whose text the failure screen shows. The market only
 * picks copy (customer-service contact, the Italian fallback), so the host
 * is still told the server's own reason. kosma_id is not remapped: the spec
 * names id_scan alone.
 */
export function failureReason(strategyType: string, market = '', reason = ''): string {
  reason ||= 'technical-issue'
  const rule = screenTypeOf(strategyType) + market.toUpperCase()
  if (rule === 'bureau-checkIT' && reason === 'technical-issue') return 'technical-issue-fallback'
  const withContact =
    rule === 'bureau-checkIT'
      ? ['invalid-user-info', 'user-not-trusted']
      : rule === 'id-scanES'
        ? // The idScan namespace's '-with-contact' texts. Spain's "every reason" stops here: a
          // reason without one (user-mismatch, id-number-missing…) keeps its own text rather
          // than fall through to the generic one.
          ['technical-issue', 'session-timeout', 'network-issue', 'invalid-address', 'invalid-document', 'user-not-trusted']
        : []
  return withContact.includes(reason) ? reason + '-with-contact' : reason
}
