/**
 * Remembers, for this tab, that the shopper started a strategy of a session,
 * so that a reload mid-flow waits for the session's answer about it before
 * drawing anything (no flash of the first step). Only the session id and the
 * strategy type are kept: nothing the shopper typed, no token. Storage may be
 * refused in a third-party frame; then the widget still resumes, one screen later.
 */
const key = (sessionId: string) => `idv-started:${sessionId}`

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>
const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

export function markStarted(sessionId: string, strategyType: string, store = storage()): void {
  try {
    store?.setItem(key(sessionId), strategyType)
  } catch {
    // Refused or full: resuming then happens after the first screen instead of before it.
  }
}

export function wasStarted(sessionId: string, strategyType: string, store = storage()): boolean {
  try {
    return store?.getItem(key(sessionId)) === strategyType
  } catch {
    return false
  }
}
