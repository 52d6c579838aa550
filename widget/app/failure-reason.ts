import { screenTypeOf } from '../../contracts/screen-type'

/**
 * Spec §4: the reason whose text the failure screen shows. The market only
 * picks copy (customer-service contact, the Italian fallback), so the host
 * is still told the server's own reason. In Italy the bureau check's reasons
 * become ones that show the generic failure text (spec §8: no namespace has
 * an entry for them, so the flow's generic text answers, not the shared
 * 'Sadly we couldn't verify your identity'). In Spain every id_scan reason shows
 * its '-with-contact' text (the idScan namespace has one for each reason of
 * spec §8; one it has never heard of gets the generic text, as anywhere).
 * kosma_id is not remapped: the spec names id_scan alone.
 */
export function failureReason(strategyType: string, market = '', reason = ''): string {
  reason ||= 'technical-issue'
  const rule = screenTypeOf(strategyType) + market.toUpperCase()
  if (rule === 'id-scanES') return reason.replace(/(-with-contact)?$/, '-with-contact')
  if (rule !== 'bureau-checkIT') return reason
  return reason === 'technical-issue'
    ? `${reason}-fallback`
    : reason.replace(/^(invalid-user-info|user-not-trusted)$/, '$1-with-contact')
}
