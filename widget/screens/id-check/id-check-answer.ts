import * as v from 'valibot'
import type { StrategyState } from '../../kit/session'
import type { DocumentType } from './document-types'

/** The answer fields of the ID check (dev/session-api/id-check.md). */
export const ID_CHECK_FIELDS = {
  /** The documents verified so far (a further one must be of another type). */
  documents_verified: v.optional(
    v.pipe(v.array(v.picklist(['driver_licence', 'passport', 'medicare'])), v.maxLength(3)),
  ),
  /** What became of the last document submitted, while the check goes on. */
  document_result: v.optional(v.picklist(['verified', 'rejected'])),
  attempts_remaining: v.optional(
    v.pipe(
      v.number(),
      v.check((n) => Number.isInteger(n) && n >= 0 && n <= 10, 'attempts_remaining must be 0 to 10'),
    ),
  ),
}
export type IdCheckState = StrategyState<typeof ID_CHECK_FIELDS>

/** `network`: no answer; `problem`: the session refused the call; `rejected`: the document did not match the records. */
export type IdCheckNotice = { kind: 'network' } | { kind: 'problem' } | { kind: 'rejected'; attemptsLeft?: number }

export interface Answer {
  verified: DocumentType[]
  verifying: boolean
  notice: IdCheckNotice | null
}

/**
 * What an answer of the session says of the ID check, read the same after
 * a call, a poll or a reload: the documents verified so far, whether the
 * session is verifying one (the screen waits), and, when not, the notice to
 * show (the last document did not match the records, or none).
 */
export function readAnswer(state: IdCheckState): Answer {
  const verifying = state.pending?.kind === 'verifying'
  return {
    verified: state.documents_verified ?? [],
    verifying,
    notice:
      !verifying && state.document_result === 'rejected'
        ? { kind: 'rejected', attemptsLeft: state.attempts_remaining }
        : null,
  }
}
