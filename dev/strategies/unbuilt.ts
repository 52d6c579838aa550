import type { StrategyMock } from './strategy-mock.ts'

/**
 * Strategy types whose screens are not built yet: their start call plays
 * the scenario, so their failure texts can be seen. Reasons from spec §8.
 */
const unbuilt = (types: string[], label: string, markets: string[], reasons: string[]): StrategyMock => ({
  types,
  demo: { label: `${label} (not built yet: fallback screen)`, markets, reasons },
  actions: { start: ({ strategy }) => strategy },
})

export const unbuiltMocks: StrategyMock[] = [
  unbuilt(['bank_id_no'], 'Norwegian BankID', ['NO'], ['session-timeout', 'user-interaction', 'technical-issue', 'user-mismatch']),
  unbuilt(['bank_id_fi'], 'Finnish bank ID', ['FI'], ['user-mismatch', 'technical-issue', 'access-denied', 'session-timeout', 'user-not-trusted']),
  unbuilt(['bank_login'], 'bank login', ['DE', 'AT', 'GB'], ['user-mismatch', 'insufficient-info', 'incomplete-verification', 'technical-issue', 'session-timeout']),
  unbuilt(['id_scan'], 'ID scan', ['US', 'IE', 'ES', 'MX'], ['technical-issue', 'session-timeout', 'network-issue', 'invalid-address', 'invalid-document', 'user-not-trusted', 'user-mismatch']),
]
