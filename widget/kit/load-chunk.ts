import { ChunkLoadError } from '../widget-error'

/** Spec §7: chunks load lazily with a 120 s timeout. */
export const CHUNK_TIMEOUT_MS = 120_000

declare global {
  /** Appended to every chunk URL by the build (tools/build/retryable-imports.ts). */
  var __idvChunkQuery: string | undefined
}

let failures = 0

/**
 * Loads a chunk, failing with ChunkLoadError when it errors or takes longer
 * than `timeoutMs`. After a failure the next attempt asks for a new URL:
 * browsers remember a failed module import and would reject a retry of the
 * same URL without trying.
 */
export function loadChunk<T>(name: string, load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout>
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)))
  return Promise.race([load(), timeout]).then(
    (module) => (clearTimeout(timer), module),
    (cause: unknown) => {
      clearTimeout(timer)
      globalThis.__idvChunkQuery = `?retry=${++failures}`
      throw new ChunkLoadError(name, cause)
    },
  )
}

/**
 * `load` shared by every caller while it is on its way or done, and asked
 * for again after it failed (a lazy part, a chunk of several, an upload's
 * code): a failure is never remembered.
 */
export function onceUntilFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined
  return () =>
    (promise ??= load().catch((error: unknown) => {
      promise = undefined
      throw error
    }))
}
