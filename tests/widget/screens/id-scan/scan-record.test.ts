import '@preact/signals'
import { describe, expect, it, vi } from 'vitest'
import { partsOf, stepFor } from '../../../../widget/screens/id-scan/id-scan-controller'
import { rejectionOf } from '../../../../widget/screens/id-scan/scan-answer'
import { createScanRecord } from '../../../../widget/screens/id-scan/scan-record'

const uploads = () => ({ clear: vi.fn(), markSent: vi.fn() })

describe('what the scan stands on', () => {
  it("keeps the shopper's choice while the session's list still has it, else takes the list's first", () => {
    const record = createScanRecord('ES', uploads())
    const [, second] = record.accepted.peek()
    record.documentType.value = second!
    record.learn({ status: 'in_progress', accepted_documents: ['passport', second!] })
    expect(record.documentType.peek()).toBe(second)
    record.learn({ status: 'in_progress', accepted_documents: ['passport'] })
    expect(record.documentType.peek()).toBe('passport')
  })

  it('keeps on offer the document the session holds pictures of, and counts those pictures sent', () => {
    const u = uploads()
    const record = createScanRecord('ES', u)
    record.apply({
      status: 'in_progress',
      accepted_documents: ['passport'],
      document_type: 'tax_id',
      received: ['document_front'],
      rejection: 'glare',
    })
    expect(record.accepted.peek()).toEqual(['passport', 'tax_id'])
    expect(record.documentType.peek()).toBe('tax_id')
    expect(record.received.peek()).toEqual(['document_front'])
    expect(u.clear).toHaveBeenCalledOnce()
    expect(u.markSent).toHaveBeenCalledWith('document_front')
    expect(record.rejection.peek()).toBe('glare')
  })

  it('reads a rejection it does not know as unreadable, and none as none', () => {
    expect(rejectionOf('blur')).toBe('blur')
    expect(rejectionOf('cosmic_rays')).toBe('unreadable')
    expect(rejectionOf(undefined)).toBeNull()
  })
})

describe('the step and the pictures of a scan', () => {
  it('stands at the wait, the retry or the capture, or has not begun', () => {
    expect(stepFor({ status: 'in_progress', pending: { kind: 'verification' }, rejection: 'blur' })).toBe('/verifying')
    expect(stepFor({ status: 'in_progress', pending: { kind: 'capture' }, rejection: 'blur' })).toBe('/retry')
    expect(stepFor({ status: 'in_progress', pending: { kind: 'capture' } })).toBe('/page')
    expect(stepFor({ status: 'in_progress', pending: null })).toBeNull()
  })

  it("takes the document's pages, the selfie, then the facial scan when there is a camera", () => {
    expect(partsOf('id', 'passport', false)).toEqual(['document_front', 'selfie'])
    expect(partsOf('selfie', 'passport', false)).toEqual(['selfie'])
    expect(partsOf('selfie', 'passport', true)).toEqual(['selfie', 'face_left', 'face_right'])
  })
})
