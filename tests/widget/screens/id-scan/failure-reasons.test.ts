import { describe, expect, it } from 'vitest'
import { idScanFailureReason } from '../../../../widget/screens/id-scan/failure-reasons'

describe('the ID scan’s failure reasons by market (spec §4)', () => {
  it('in Spain every reason shows its with-contact text, once; elsewhere the reason as it is', () => {
    expect(idScanFailureReason('ES', 'user-mismatch')).toBe('user-mismatch-with-contact')
    expect(idScanFailureReason('ES', 'user-mismatch-with-contact')).toBe('user-mismatch-with-contact')
    expect(idScanFailureReason('US', 'user-mismatch')).toBe('user-mismatch')
  })
})
