import { describe, expect, it } from 'vitest'
import idFailure from '../../../locales/en/idFailure/index'
import idScan from '../../../locales/en/idScan/index'
import { failureReason } from '../../../widget/app/failure-reason'

/** Spec §4 failure reasons, plus the id_scan ones of §8. */
const REASONS = [
  'unattainable',
  'too-many-attempts',
  'session-timeout',
  'user-interaction',
  'user-not-trusted',
  'technical-issue',
  'user-mismatch',
  'access-denied',
  'insufficient-info',
  'incomplete-verification',
  'invalid-address',
  'user-not-found',
  'invalid-user-info',
  'network-issue',
  'invalid-document',
  'id-number-missing',
  'id-number-mismatch',
]

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
/** The ID scan's reasons with text: its own and those it shares with Kosma ID (contracts/companions.ts). */
const idScanReasons = [...Object.keys(idFailure.failure), ...Object.keys(idScan.failure)].map(kebab)

describe('failure reason (spec §4)', () => {
  it('defaults to technical-issue when the token gives none', () => {
    expect(failureReason('otp_phone', 'SE')).toBe('technical-issue')
    expect(failureReason('otp_phone', 'SE', '')).toBe('technical-issue')
    expect(failureReason('otp_phone')).toBe('technical-issue')
  })

  it('keeps the reason the token gives', () => {
    expect(failureReason('otp_phone', 'SE', 'too-many-attempts')).toBe('too-many-attempts')
  })

  describe('Italy, bureau_check', () => {
    it('shows technical-issue as technical-issue-fallback', () => {
      expect(failureReason('bureau_check', 'IT', 'technical-issue')).toBe('technical-issue-fallback')
    })
    it('does so for the default reason too', () => {
      expect(failureReason('bureau_check', 'IT')).toBe('technical-issue-fallback')
    })
    it.each(['invalid-user-info', 'user-not-trusted'])('shows %s as its with-contact variant', (reason) => {
      expect(failureReason('bureau_check', 'IT', reason)).toBe(`${reason}-with-contact`)
    })
    it('keeps every other reason', () => {
      for (const reason of REASONS.filter(
        (r) => !['technical-issue', 'invalid-user-info', 'user-not-trusted'].includes(r),
      )) {
        expect(failureReason('bureau_check', 'IT', reason)).toBe(reason)
      }
    })
    it('compares the market case-insensitively and takes the type hyphenated too', () => {
      expect(failureReason('bureau_check', 'it', 'user-not-trusted')).toBe('user-not-trusted-with-contact')
      expect(failureReason('bureau-check', 'It', 'technical-issue')).toBe('technical-issue-fallback')
    })
    it('leaves other strategies in Italy alone', () => {
      for (const strategy of ['id_scan', 'id_check', 'bank_login', 'otp_phone']) {
        expect(failureReason(strategy, 'IT', 'technical-issue')).toBe('technical-issue')
        expect(failureReason(strategy, 'IT', 'user-not-trusted')).toBe('user-not-trusted')
      }
    })
  })

  describe('Spain, id_scan', () => {
    it('shows every id_scan reason as its with-contact variant, each of which has a text', () => {
      const reasons = idScanReasons.filter((r) => !r.endsWith('-with-contact'))
      expect(reasons).toEqual([
        'technical-issue',
        'session-timeout',
        'network-issue',
        'invalid-address',
        'invalid-document',
        'user-not-trusted',
        'user-mismatch',
        'id-number-missing',
        'id-number-mismatch',
      ])
      for (const reason of reasons) {
        expect(failureReason('id_scan', 'ES', reason)).toBe(`${reason}-with-contact`)
        expect(idScanReasons).toContain(`${reason}-with-contact`)
      }
      expect(failureReason('id_scan', 'ES')).toBe('technical-issue-with-contact')
      expect(failureReason('id_scan', 'es', 'session-timeout')).toBe('session-timeout-with-contact')
    })
    it('remaps a reason it has no text for as well (the failure screen then shows the generic text)', () => {
      expect(failureReason('id_scan', 'ES', 'too-many-attempts')).toBe('too-many-attempts-with-contact')
    })
    it('never doubles a variant the server already sent', () => {
      expect(failureReason('id_scan', 'ES', 'user-not-trusted-with-contact')).toBe('user-not-trusted-with-contact')
    })
    it('leaves kosma_id and other strategies in Spain alone', () => {
      for (const strategy of ['kosma_id', 'bureau_check', 'bank_login']) {
        expect(failureReason(strategy, 'ES', 'technical-issue')).toBe('technical-issue')
      }
    })
  })

  it('leaves every reason unchanged in other markets and without one', () => {
    for (const market of ['SE', 'AU', 'MX', 'US', 'ITA', '', undefined]) {
      for (const strategy of ['bureau_check', 'id_scan']) {
        for (const reason of REASONS) expect(failureReason(strategy, market, reason)).toBe(reason)
      }
    }
  })
})
