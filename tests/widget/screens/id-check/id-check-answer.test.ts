import { describe, expect, it } from 'vitest'
import { readAnswer } from '../../../../widget/screens/id-check/id-check-answer'
import { offeredOf, openingStep } from '../../../../widget/screens/id-check/id-check-controller'

describe("reading the session's answer", () => {
  it('waits while the session verifies a document, whatever the last result', () => {
    expect(
      readAnswer({
        status: 'in_progress',
        pending: { kind: 'verifying' },
        documents_verified: ['passport'],
        document_result: 'rejected',
      }),
    ).toEqual({ verified: ['passport'], verifying: true, notice: null })
  })

  it('says a document did not match, with the attempts left', () => {
    expect(
      readAnswer({
        status: 'in_progress',
        pending: { kind: 'document' },
        document_result: 'rejected',
        attempts_remaining: 2,
      }),
    ).toEqual({ verified: [], verifying: false, notice: { kind: 'rejected', attemptsLeft: 2 } })
  })

  it('has no notice after a verified document', () => {
    expect(
      readAnswer({
        status: 'in_progress',
        pending: { kind: 'document' },
        documents_verified: ['driver_licence'],
        document_result: 'verified',
      }),
    ).toEqual({ verified: ['driver_licence'], verifying: false, notice: null })
  })
})

describe('the documents offered and the opening step', () => {
  it('offers only document types not verified yet, in the market', () => {
    expect(offeredOf('AU', ['passport'])).toEqual(['driver_licence', 'medicare'])
    expect(offeredOf('NZ', [])).toEqual(['driver_licence', 'passport'])
  })

  const answer = (more: Partial<ReturnType<typeof readAnswer>>) => ({
    verified: [],
    verifying: false,
    notice: null,
    ...more,
  })

  it('opens on the consent, or on the first document when the shell already asked it', () => {
    expect(openingStep('AU', null, false)).toBe('/consent')
    expect(openingStep('AU', null, true)).toBe('/AU/driver_licence')
  })

  it('after a reload, opens where the session stands, never on the consent', () => {
    expect(openingStep('AU', answer({ verifying: true }), false)).toBe('/loading')
    expect(openingStep('AU', answer({ verified: ['driver_licence'] }), false)).toBe('/document_verified')
    expect(openingStep('NZ', answer({}), false)).toBe('/NZ/driver_licence')
    expect(
      openingStep('AU', answer({ verified: ['driver_licence'], notice: { kind: 'rejected', attemptsLeft: 1 } }), false),
    ).toBe('/AU/passport')
  })
})
