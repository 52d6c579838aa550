import type { HttpClient } from '../../widget/session-api/http-client'

/** A session server stand-in: answers by action name (the URL's last segment), records what was asked. */
export function fakeSessionServer(answers: Record<string, Array<unknown | Error>>) {
  const calls: Array<{ action: string; body: unknown; url: string; method?: string; now?: true }> = []
  const http: HttpClient = async (url, options) => {
    const action = url.split('/').pop()!
    calls.push({ action, body: options?.body, url, method: options?.method, ...(options?.now ? { now: true } : {}) })
    const next = answers[action]?.shift()
    if (next instanceof Error) throw next
    return next
  }
  return { http, calls }
}
