import { screenTypeOf } from '../../contracts/screen-type'
import { bureauCheckFailureReason } from '../screens/bureau-check/failure-reasons'
import { idScanFailureReason } from '../screens/id-scan/failure-reasons'

/** The families whose market changes the reason a failure's text is looked up by (their own rules, in their folders). */
const BY_MARKET: Record<string, (market: string, reason: string) => string> = {
  'id-scan': idScanFailureReason,
  'bureau-check': bureauCheckFailureReason,
}

/**
 * Spec §4: the reason whose text the failure screen shows. The market only
 * picks copy (customer-service contact, the Italian fallback), so the host is
 * still told the server's own reason.
 */
export function failureReason(strategyType: string, market = '', reason = ''): string {
  reason ||= 'technical-issue'
  const rule = BY_MARKET[screenTypeOf(strategyType)]
  return rule ? rule(market.toUpperCase(), reason) : reason
}
