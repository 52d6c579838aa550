import { describe, expect, it } from 'vitest'
import { bureauCheckFailureReason } from '../../../../widget/screens/bureau-check/failure-reasons'

describe('the bureau check’s failure reasons by market (spec §4)', () => {
  it('in Italy: technical-issue becomes its fallback, two reasons their with-contact variants, the rest stay', () => {
    expect(bureauCheckFailureReason('IT', 'technical-issue')).toBe('technical-issue-fallback')
    expect(bureauCheckFailureReason('IT', 'invalid-user-info')).toBe('invalid-user-info-with-contact')
    expect(bureauCheckFailureReason('IT', 'user-not-trusted')).toBe('user-not-trusted-with-contact')
    expect(bureauCheckFailureReason('IT', 'session-timeout')).toBe('session-timeout')
  })
  it('elsewhere the reason as it is', () => {
    expect(bureauCheckFailureReason('MX', 'technical-issue')).toBe('technical-issue')
  })
})
