import { signal } from '@preact/signals'
import type { Part } from './documents'

/** Where a photo's upload stands: going (with the share sent), done, stopped without a connection, or refused by the session. */
export type UploadState =
  | { kind: 'sending'; share: number }
  | { kind: 'sent' }
  | { kind: 'offline' }
  | { kind: 'unusable' }

/** What one upload came to: `ended` when the session ended the strategy meanwhile. */
export type SendResult = 'sent' | 'offline' | 'unusable' | 'ended'
export type SendPart = (part: Part, photo: Blob, onProgress: (share: number) => void) => Promise<SendResult>

/** Tries after the first before a photo waits for the shopper's "Send again": 1 s, then 3 s apart. */
const RETRY_DELAYS_MS = [1000, 3000]

/**
 * The photos on their way to the session, each sent as soon as the
 * shopper accepts it, while they take the next one. A dropped connection
 * is retried by itself, then waits for "Send again", keeping the photo so
 * it need not be taken again. A photo is kept in memory only until it is
 * sent (never stored). A retaken photo replaces the one on its way.
 */
export function createUploads(
  send: SendPart,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
) {
  const states = signal<Partial<Record<Part, UploadState>>>({})
  const photos = new Map<Part, Blob>()
  const generation = new Map<Part, number>()
  const waits = new Set<ReturnType<typeof setTimeout>>()

  const set = (part: Part, state: UploadState | undefined) => {
    const next = { ...states.peek() }
    if (state) next[part] = state
    else delete next[part]
    states.value = next
  }

  const attempt = async (part: Part, round = 0): Promise<void> => {
    const photo = photos.get(part)
    if (!photo) return
    const mine = generation.get(part)
    const current = () => generation.get(part) === mine
    set(part, { kind: 'sending', share: 0 })
    const result = await send(part, photo, (share) => current() && set(part, { kind: 'sending', share }))
    if (!current()) return
    if (result === 'offline' && round < RETRY_DELAYS_MS.length) {
      const wait = timers.setTimeout(() => {
        waits.delete(wait)
        if (current()) void attempt(part, round + 1)
      }, RETRY_DELAYS_MS[round])
      waits.add(wait)
      return
    }
    if (result !== 'offline') photos.delete(part)
    if (result !== 'ended') set(part, { kind: result })
  }

  return {
    states,
    /** Sends a photo for `part`, replacing any earlier one. */
    put(part: Part, photo: Blob) {
      photos.set(part, photo)
      generation.set(part, (generation.get(part) ?? 0) + 1)
      void attempt(part)
    },
    /** The session already holds this part (a reload): nothing to send. */
    markSent(part: Part) {
      set(part, { kind: 'sent' })
    },
    /** "Send again": every photo that waits for a connection. */
    retry() {
      for (const [part, state] of Object.entries(states.peek()) as Array<[Part, UploadState]>)
        if (state.kind === 'offline') void attempt(part)
    },
    /** Forgets a part (it will be taken again). */
    forget(part: Part) {
      photos.delete(part)
      generation.set(part, (generation.get(part) ?? 0) + 1)
      set(part, undefined)
    },
    /** True when every one of `parts` has reached the session. */
    allSent: (parts: readonly Part[]) => parts.every((part) => states.value[part]?.kind === 'sent'),
    /** Drops every photo and pending retry (the shopper left, or the session moved on). */
    clear() {
      for (const wait of waits) timers.clearTimeout(wait)
      waits.clear()
      for (const part of photos.keys()) generation.set(part, (generation.get(part) ?? 0) + 1)
      photos.clear()
      states.value = {}
    },
  }
}

export type Uploads = ReturnType<typeof createUploads>
