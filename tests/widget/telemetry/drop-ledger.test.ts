import { describe, expect, it } from 'vitest'
import { createDropLedger } from '../../../widget/telemetry/drop-ledger'
import { dropReasonOf } from '../../../widget/telemetry/error-transport'

describe('the drop ledger', () => {
  it('counts each loss in the totals and in the next report, by reason and category', () => {
    const ledger = createDropLedger(['queue_overflow', 'network_error'] as const)
    ledger.drop('queue_overflow', 'error')
    ledger.drop('queue_overflow', 'error', 2)
    ledger.drop('network_error', 'log')
    expect(ledger.totals()).toEqual({ queue_overflow: 3, network_error: 1 })
    expect(ledger.take()).toEqual([
      { reason: 'queue_overflow', category: 'error', quantity: 3 },
      { reason: 'network_error', category: 'log', quantity: 1 },
    ])
    expect(ledger.take()).toEqual([])
  })

  it('puts back a report whose batch did not arrive, adding to what came since, without counting it twice', () => {
    const ledger = createDropLedger(['network_error'] as const)
    ledger.drop('network_error', 'error')
    const report = ledger.take()
    ledger.drop('network_error', 'error')
    ledger.putBack(report)
    expect(ledger.take()).toEqual([{ reason: 'network_error', category: 'error', quantity: 2 }])
    expect(ledger.totals()).toEqual({ network_error: 2 })
  })
})

describe('why a batch was lost', () => {
  it.each([
    [0, 'network_error'],
    [413, 'too_large'],
    [429, 'ratelimit_backoff'],
    [400, 'send_error'],
    [503, 'send_error'],
  ])('status %i: %s', (status, reason) => {
    expect(dropReasonOf(status)).toBe(reason)
  })
})
