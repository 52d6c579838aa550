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
  unbuilt(['id_scan'], 'ID scan', ['US', 'IE', 'ES', 'MX'], ['technical-issue', 'session-timeout', 'network-issue', 'invalid-address', 'invalid-document', 'user-not-trusted', 'user-mismatch']),
]
