import { randomBytes, randomUUID } from 'node:crypto'

export type Scenario = { kind: 'success' } | { kind: 'failure'; reason: string } | { kind: 'cancel-fails' } | { kind: 'server-error' }

export interface MockSession {
  id: string
  strategy: string
  scenario: Scenario
  contact: string
  resendSeconds: number
  status: 'created' | 'in_progress' | 'success' | 'failure' | 'cancelled'
  wrongCodes: number
  resendAt: number
  codeSent: boolean
}

export const RIGHT_CODE = '123456'
export const MAX_WRONG_CODES = 3

export function parseScenario(value: string | undefined): Scenario | null {
  if (!value || value === 'success') return { kind: 'success' }
  if (value === 'cancel-fails' || value === 'server-error') return { kind: value }
  const failure = /^failure:([a-z][a-z-]{1,60})$/.exec(value)
  return failure ? { kind: 'failure', reason: failure[1]! } : null
}

/** Result tokens handed to the merchant: opaque, never the client token. */
export const resultToken = () => `rt_${randomBytes(12).toString('base64url')}`

export function createSessionStore() {
  const sessions = new Map<string, MockSession>()
  return {
    create(init: Pick<MockSession, 'strategy' | 'scenario' | 'contact' | 'resendSeconds'>): MockSession {
      const session: MockSession = { id: randomUUID(), status: 'created', wrongCodes: 0, resendAt: 0, codeSent: false, ...init }
      sessions.set(session.id, session)
      return session
    },
    get: (id: string) => sessions.get(id),
  }
}
