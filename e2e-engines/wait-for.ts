export interface WaitOptions {
  timeoutMs?: number
  /** What the page showed instead, for the failure message. */
  seen?: () => Promise<string>
}

/**
 * Polls `probe` until it gives a truthy value and returns it. A probe that
 * throws has not succeeded yet (a frame still loading, a document being
 * replaced); on timeout the error names what was awaited, the last error and
 * what the page showed.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T>,
  { timeoutMs = 10_000, seen }: WaitOptions = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown = null
  for (;;) {
    try {
      const value = await probe()
      if (value) return value
      lastError = null
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const details = [
    lastError ? `last error: ${lastError instanceof Error ? lastError.message : String(lastError)}` : '',
    seen
      ? `seen: ${await seen().catch((e: unknown) => `(could not look: ${e instanceof Error ? e.message : String(e)})`)}`
      : '',
  ]
  throw new Error([`timed out after ${timeoutMs / 1000} s waiting for ${what}`, ...details.filter(Boolean)].join('; '))
}
