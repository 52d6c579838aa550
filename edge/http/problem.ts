import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { HTTPException } from 'hono/http-exception'

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Content Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
}

export interface ProblemInit {
  headers?: HeadersInit
  /** RFC 9457 extension members, such as the list of validation issues. */
  extensions?: Record<string, unknown>
}

/** An RFC 9457 problem document. Never cached: each says something about one request. */
export function problem(status: number, detail?: string, init: ProblemInit = {}): Response {
  const body = {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    ...(detail ? { detail } : {}),
    ...init.extensions,
  }
  const headers = new Headers(init.headers)
  headers.set('Content-Type', 'application/problem+json')
  headers.set('Cache-Control', 'no-store')
  return new Response(JSON.stringify(body), { status, headers })
}

/**
 * The edge's one error type: Hono's HTTPException, carrying the headers and
 * extension members its problem document needs. `app.onError` renders it.
 */
export function httpError(status: ContentfulStatusCode, detail: string, init: ProblemInit = {}): HTTPException {
  return new HTTPException(status, {
    message: detail,
    res: new Response(null, { headers: init.headers }),
    cause: init.extensions,
  })
}

/** The problem document for an HTTPException thrown anywhere in the app. */
export function problemFor(error: HTTPException): Response {
  const extensions =
    error.cause && typeof error.cause === 'object' ? (error.cause as Record<string, unknown>) : undefined
  return problem(error.status, error.message, { headers: error.res?.headers, extensions })
}
