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
  unbuilt(['bureau_check'], 'credit-bureau check', ['AU', 'NZ', 'IT', 'MX'], ['technical-issue', 'invalid-user-info', 'user-not-trusted']),
  unbuilt(['id_check'], 'ID check', ['AU', 'NZ'], ['technical-issue', 'session-timeout', 'verify', 'invalid-address', 'user-not-found']),
]
