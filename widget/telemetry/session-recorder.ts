import { scrubStrings } from './scrub-token'

export type SessionRecordingEvent = 'authentication_start' | 'authentication_complete' | 'authentication_abort'

/** Where authentication start, complete and abort go for session recording (spec §7). */
export interface SessionRecorder {
  record(event: SessionRecordingEvent, data?: Record<string, unknown>): void
}

declare global {
  interface Window {
    /** Installed by a session-recording tool running in the widget's document, if any. */
    __idvSessionRecorder?: unknown
  }
}

/**
 * The default recorder: forwards to `window.__idvSessionRecorder` when a
 * recording tool running inside the widget's own document installed one
 * (an object with `record(event, data)`), and otherwise does nothing. The
 * merchant page's tool cannot be reached from the frame (another origin); it
 * learns the outcome from the parent messages instead. Looked up on every
 * call, since the tool may load after the widget; its failures are its own.
 */
export function windowSessionRecorder(win: Pick<Window, '__idvSessionRecorder'> = window): SessionRecorder {
  return {
    record(event, data = {}) {
      const tool = win.__idvSessionRecorder as Partial<SessionRecorder> | null | undefined
      try {
        if (typeof tool?.record === 'function') tool.record(event, scrubStrings(data))
      } catch {
        // A recorder's fault must not break verification.
      }
    },
  }
}

/** Keeps what it is given, for tests. */
export function memorySessionRecorder(): SessionRecorder & {
  events: Array<{ event: SessionRecordingEvent; data: Record<string, unknown> }>
} {
  const events: Array<{ event: SessionRecordingEvent; data: Record<string, unknown> }> = []
  return { events, record: (event, data = {}) => void events.push({ event, data }) }
}
