import { describe, expect, it } from 'vitest'
import {
  acceptedDocuments,
  documentKey,
  documentLabels,
  documentParts,
  DOCUMENT_TYPES,
  firstPictureOf,
} from '../../../../widget/screens/id-scan/documents'
import { english } from '../../render'

describe('ID scan documents (spec §3)', () => {
  it('knows the 28 document types, each with its name', () => {
    expect(DOCUMENT_TYPES).toHaveLength(28)
    const names = english.idScan.documents as unknown as Record<string, string>
    for (const type of DOCUMENT_TYPES) expect(names[documentKey(type)], type).toMatch(/^[A-Z]/)
    expect(new Set(DOCUMENT_TYPES.map((type) => names[documentKey(type)])).size).toBe(28)
  })
  it('a type it does not know reads as its code made readable; “ID document” only when the code has no letters', () => {
    const names = english.idScan.documents as unknown as Record<string, string>
    const labels = (types: string[]) => documentLabels(types, (key) => names[key]!)
    expect(documentKey('library_card')).toBe('other')
    expect(labels(['passport', 'foo_card', 'library-card', 'SSN_card', '__'])).toEqual([
      'Passport',
      'Foo card',
      'Library card',
      'SSN card',
      'ID document',
    ])
  })
  it('never offers the same label twice', () => {
    const names = english.idScan.documents as unknown as Record<string, string>
    const labels = (types: string[]) => documentLabels(types, (key) => names[key]!)
    expect(labels(['foo_card', 'bar_card'])).toEqual(['Foo card', 'Bar card'])
    expect(labels(['foo_card', 'foo-card', 'visa', 'Visa', '--', '..'])).toEqual([
      'Foo card (foo_card)',
      'Foo card (foo-card)',
      'Visa (visa)',
      'Visa (Visa)',
      'ID document (--)',
      'ID document (..)',
    ])
  })
  it('booklets and one-sided papers are one picture; cards, and what it does not know, have a back', () => {
    for (const type of [
      'passport',
      'visa',
      'form_for_affixing_the_visa',
      'international_driving_licence',
      'home_office_letter',
      'birth_certificate',
      'certificate_of_naturalisation',
      'proof_of_citizenship',
    ])
      expect(documentParts(type), type).toEqual(['document_front'])
    for (const type of [
      'identity_card',
      'driving_licence',
      'residence_permit',
      'tax_id',
      'voter_id',
      'consular_id',
      'library_card',
    ])
      expect(documentParts(type), type).toEqual(['document_front', 'document_back'])
    expect([firstPictureOf('passport'), firstPictureOf('birth_certificate'), firstPictureOf('tax_id')]).toEqual([
      'page',
      'sheet',
      'front',
    ])
  })
  it('offers the session’s list when it names one (once each), else the market’s', () => {
    expect(acceptedDocuments('MX', ['tax_id', 'voter_id', 'tax_id'])).toEqual(['tax_id', 'voter_id'])
    expect(acceptedDocuments('MX', [])).toEqual(['voter_id', 'passport', 'residence_permit', 'consular_id'])
    expect(acceptedDocuments('se')).toEqual(['passport', 'identity_card', 'driving_licence', 'residence_permit'])
  })
})
