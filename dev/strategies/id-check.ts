import type { MockStrategy } from '../sessions.ts'
import { finish, problem, waitOutside, type Answer, type StrategyMock } from './strategy-mock.ts'

const TYPES: Record<string, string[]> = {
  AU: ['driver_licence', 'passport', 'medicare'],
  NZ: ['driver_licence', 'passport'],
}
/** The fields each document needs (besides the names, which licences and passports carry). */
const NEEDS: Record<string, string[]> = {
  'AU driver_licence': ['state', 'licence_number', 'card_number'],
  'NZ driver_licence': ['licence_number', 'version'],
  passport: ['country', 'passport_number'],
  medicare: ['card_number', 'reference_number', 'colour', 'valid_to', 'name_on_card'],
}
/** A document whose number contains this does not match the registry's record. */
export const MISMATCH = '000'
export const MAX_REJECTED = 3

interface Check {
  verified: string[]
  rejected: number
  result?: 'verified' | 'rejected'
  submitted?: { type: string; number: string }
}
const checkOf = (strategy: MockStrategy) => (strategy.data.check ??= { verified: [], rejected: 0 }) as Check

/** What the widget sent, checked as loosely as a registry's front door: 422 naming the fields that are not there or not plausible. */
function invalidFields(strategy: MockStrategy, body: Record<string, unknown>): Answer | null {
  const check = checkOf(strategy)
  const type = String(body.document_type)
  if (!TYPES[strategy.market]?.includes(type) || check.verified.includes(type))
    return problem(422, 'invalid_fields', { fields: { document_type: 'format' } })
  const needs = [
    ...(NEEDS[`${strategy.market} ${type}`] ?? NEEDS[type]!),
    ...(type === 'medicare' ? [] : ['first_name', 'last_name']),
  ]
  const fields: Record<string, string> = {}
  for (const name of needs) {
    const value = body[name]
    if (typeof value !== 'string' || !value.trim()) fields[name] = 'required'
    else if (value.length > 60 || (/number|version/.test(name) && !/^[A-Z0-9]+$/.test(value))) fields[name] = 'format'
  }
  return Object.keys(fields).length ? problem(422, 'invalid_fields', { fields }) : null
}

/** The registry's verdict on the document submitted, once it has had its time. */
function verdict(strategy: MockStrategy, now: number) {
  const check = checkOf(strategy)
  const { type, number } = check.submitted!
  if (strategy.scenario.kind === 'failure') return finish(strategy, 'failure', strategy.scenario.reason)
  if (number.includes(MISMATCH)) {
    check.rejected += 1
    if (check.rejected >= MAX_REJECTED) return finish(strategy, 'failure', 'verify')
    check.result = 'rejected'
    return waitOutside(strategy, 'document', now)
  }
  check.verified.push(type)
  check.result = 'verified'
  const wanted = strategy.scenario.kind === 'family' && strategy.scenario.name === 'second-document' ? 2 : 1
  return check.verified.length >= wanted ? finish(strategy, 'success') : waitOutside(strategy, 'document', now)
}

/**
 * id_check (AU, NZ): consent starts it; each document submitted is checked
 * by the registry (the outside world), which answers by itself after
 * `answer_delay_seconds` (2 s unless said): verified, or not matching when
 * the document's number contains 000 (the third time fails with `verify`).
 */
export const idCheckMock: StrategyMock = {
  types: ['id_check'],
  demo: {
    label: 'ID check (Australia, New Zealand)',
    markets: ['AU', 'NZ'],
    reasons: ['technical-issue', 'session-timeout', 'verify', 'invalid-address', 'user-not-found'],
    scenarios: ['second-document'],
    answerDelaySeconds: 2,
    outside: 'registry',
    inWidget: ['document'],
    help: 'Any well-formed document is verified, except one whose number contains 000 (NSW licence 12000345, passport N1000234, Medicare card 2123 40000 1, NZ licence AB100023): its details don’t match, and the third such one fails with verify. Passing: NSW licence 12345678 card 1234567890; VIC licence 123456789 card AB123456; Medicare 2123 45670 1, reference 1, green, 12/2030; NZ licence AB123456 version 123. The registry answers after the delay, or at once from the panel; failure scenarios answer the first document.',
  },
  playsFailures: true,
  view: (strategy) => {
    const check = checkOf(strategy)
    return {
      documents_verified: check.verified,
      ...(check.result && strategy.pending?.kind === 'document' ? { document_result: check.result } : {}),
      ...(check.result === 'rejected' && strategy.pending?.kind === 'document'
        ? { attempts_remaining: MAX_REJECTED - check.rejected }
        : {}),
    }
  },
  tick: (strategy, now) => {
    if (strategy.pending?.kind === 'verifying' && now - strategy.pending.since >= strategy.answerDelayMs)
      verdict(strategy, now)
  },
  actions: {
    // Spec §2.3: Continue on the consent is consent to disclose; a second start (a reload) changes nothing.
    start: ({ strategy, body, now }) => {
      if ((body as { consent?: unknown } | undefined)?.consent !== true) return problem(400, 'consent_required')
      return strategy.pending ? strategy : waitOutside(strategy, 'document', now)
    },
    verify: ({ strategy, body, now }) => {
      if (strategy.pending?.kind !== 'document') return problem(409, strategy.pending ? 'verifying' : 'not_started')
      if (!body || typeof body !== 'object') return problem(400, 'invalid_request')
      const refused = invalidFields(strategy, body as Record<string, unknown>)
      if (refused) return refused
      const fields = body as Record<string, string>
      checkOf(strategy).submitted = {
        type: fields.document_type!,
        number: fields.licence_number ?? fields.passport_number ?? fields.card_number ?? '',
      }
      checkOf(strategy).result = undefined
      return waitOutside(strategy, 'verifying', now)
    },
  },
  // The panel's "Dismiss": the registry could not find the document, as a mismatch.
  cancelOutside: (strategy) => {
    const check = checkOf(strategy)
    check.submitted = { type: check.submitted?.type ?? 'passport', number: MISMATCH }
    verdict(strategy, Date.now())
  },
}
