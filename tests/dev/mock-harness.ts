import { createMockServer } from '../../dev/mock-server'

/** The mock session server on a clock the test moves, and a session's calls as the widget makes them. */
export function mockServer() {
  const clock = { now: 1_000_000 }
  const app = createMockServer({
    publicOrigin: 'http://localhost:8788',
    widgetOrigin: 'http://127.0.0.1:8787',
    secret: 'test-secret',
    now: () => clock.now,
    slowMs: 1,
  })
  const json = (path: string, method: string, body?: unknown, token?: string) =>
    app.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  async function session(request: Record<string, unknown>) {
    const response = await json('/dev/tokens', 'POST', request)
    if (response.status !== 201) throw new Error(`tokens answered ${response.status}: ${await response.text()}`)
    const minted = (await response.json()) as { client_token: string; session_id: string }
    const base = `/v1/sessions/${minted.session_id}`
    const strategy = (type: string) => `${base}/strategies/${type}`
    return {
      ...minted,
      base,
      /** POST {url}/strategies/{type}/{action} with the bearer token. */
      call: async (type: string, action: string, body?: unknown) => {
        const r = await json(`${strategy(type)}/${action}`, 'POST', body, minted.client_token)
        return { status: r.status, body: (await r.json()) as Record<string, unknown> }
      },
      /** GET {url}/strategies/{type}[/{read}]. */
      read: async (type: string, read = '') => {
        const r = await json(read ? `${strategy(type)}/${read}` : strategy(type), 'GET', undefined, minted.client_token)
        return { status: r.status, body: (await r.json()) as Record<string, unknown> }
      },
      /** The simulated outside world. */
      dev: async () =>
        (await (await app.request(`/dev/sessions/${minted.session_id}`)).json()) as Record<string, unknown>,
      external: async (body: unknown) => {
        const r = await json(`/dev/sessions/${minted.session_id}/external`, 'POST', body)
        return { status: r.status, body: (await r.json()) as Record<string, unknown> }
      },
    }
  }
  return { app, clock, session }
}
