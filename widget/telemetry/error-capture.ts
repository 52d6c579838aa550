import type { CaptureInput } from './error-transport'
import { scrubToken } from './scrub-token'

/**
 * Reports uncaught errors and unhandled rejections. Scrubbing the token and
 * cutting to the relay's limits happen in the transport's `capture`, the one
 * way in for every event. Returns the function that stops listening.
 */
export function installErrorCapture(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  capture: (event: CaptureInput) => void,
): () => void {
  const report = (reason: unknown, mechanism: string) => {
    try {
      capture(errorEvent(reason, { mechanism }))
    } catch {
      // Throwing here would raise another error event, and another.
    }
  }
  // Without `error` (a cross-origin script's "Script error."), the message is all there is.
  const onError = (event: ErrorEvent) => report(event.error ?? event.message, 'onerror')
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason, 'onunhandledrejection')
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}

/** Turns anything thrown into an event: an Error keeps its name, message and stack. */
export function errorEvent(reason: unknown, tags?: Record<string, string>): CaptureInput {
  if (isErrorLike(reason)) {
    const type = reason.name || 'Error'
    return {
      message: reason.message || type,
      exception: { type, value: reason.message, stack: typeof reason.stack === 'string' ? reason.stack : undefined },
      tags,
    }
  }
  const value = describe(reason) || 'Unknown error'
  return { message: value, exception: { type: 'NonError', value }, tags }
}

// Duck-typed too: an error from another realm (a frame, a worker) fails `instanceof`.
const isErrorLike = (value: unknown): value is Error =>
  value instanceof Error ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as Error).name === 'string' &&
    typeof (value as Error).message === 'string')

function describe(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    // Cycles and BigInts defeat JSON; objects without a prototype defeat String.
    return Object.prototype.toString.call(value)
  }
}

/**
 * The page URL to tag events with: without the fragment, which holds the
 * client token, and without any query parameter named like a token.
 */
export function pageUrl(location: Pick<Location, 'href'>): string {
  try {
    const url = new URL(location.href)
    url.hash = ''
    for (const name of [...url.searchParams.keys()]) if (/token/i.test(name)) url.searchParams.delete(name)
    return scrubToken(url.href)
  } catch {
    return ''
  }
}
