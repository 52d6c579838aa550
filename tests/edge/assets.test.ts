import { env, exports } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MANIFEST_ASSET } from '../../contracts/edge-assets'
import { createApp } from '../../edge/app'
import { textBundle } from './built'

const request = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(new Request(`http://edge.test${path}`, { headers }))

/** The worker with its ASSETS binding replaced: a deploy whose files are not all there. */
function withAssets(fetch: (request: Request) => Promise<Response>) {
  const app = createApp()
  const assets = {
    fetch,
    connect: () => {
      throw new Error('not used')
    },
  } as unknown as Fetcher
  return (path: string, headers: Record<string, string> = {}) =>
    app.fetch(new Request(`http://edge.test${path}`, { headers }), { ...env, ASSETS: assets })
}
/** Serves the real files but one. */
const without = (missing: (path: string) => boolean) =>
  withAssets(async (req) =>
    missing(new URL(req.url).pathname) ? new Response('Not Found', { status: 404 }) : env.ASSETS.fetch(req),
  )

describe('the worker reads its data from static assets (in workerd)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('serves text from the stored groups: brotli to clients that take it, plain to the others, the same text', async () => {
    const plain = await request('/v1/text/sv?ns=otp', { 'accept-encoding': 'identity' })
    const br = await request('/v1/text/sv?ns=otp', { 'accept-encoding': 'gzip, br' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('etag')).toBe(`${plain.headers.get('etag')!.slice(0, -1)}-br"`)
    expect(br.headers.get('vary')).toContain('Accept-Encoding')
    // fetch() decodes what it receives, as a browser does.
    expect(await br.text()).toBe(await plain.text())
    // Either representation's validator is still fresh.
    expect((await request('/v1/text/sv?ns=otp', { 'if-none-match': br.headers.get('etag')! })).status).toBe(304)
  })

  it('serves the text the build compiled, for every locale and group', async () => {
    for (const [id, locale] of Object.entries(textBundle.locales)) {
      const root = await request(`/v1/text/${id}`)
      expect(await root.json()).toEqual(JSON.parse(locale.root.body))
      const otp = (await (await request(`/v1/text/${id}?ns=otp`)).json()) as Record<string, unknown>
      expect(otp.otp).toEqual(JSON.parse(locale.namespaces.otp!.body))
    }
  })

  it('never serves its data files as files', async () => {
    for (const path of [
      MANIFEST_ASSET,
      '/_text/sv/_root.json',
      '/_text/sv/otp.json.br',
      '/_documents/x.html',
      '/_edge/',
    ]) {
      const response = await request(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toBe('application/problem+json')
    }
  })

  describe('a deploy missing a file', () => {
    it('answers a document it cannot find with a 503 problem, and logs which file', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {})
      const get = without((path) => path.startsWith('/_documents/'))
      for (const accept of ['identity', 'br']) {
        const response = await get('/?l=sv&s=otp', { 'accept-encoding': accept })
        expect(response.status).toBe(503)
        expect(response.headers.get('content-type')).toBe('application/problem+json')
        expect(response.headers.get('retry-after')).toBe('30')
        expect(response.headers.get('cache-control')).toBe('no-store')
        const body = (await response.json()) as { status: number; detail: string }
        expect(body.status).toBe(503)
        expect(JSON.stringify(body)).not.toMatch(/at |Error|_documents/)
      }
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(/^edge: asset \/_documents\/[\w-]+\.html missing \(404\)$/),
      )
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^edge: asset \/_documents\/[\w-]+\.br missing \(404\)$/))
    })

    it('never answers with another locale’s document instead', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      const sv = (await request('/?l=sv&s=otp', { 'accept-encoding': 'identity' })).headers.get('etag')!.slice(1, -1)
      const get = without((path) => path.includes(sv))
      expect((await get('/?l=sv&s=otp', { 'accept-encoding': 'identity' })).status).toBe(503)
      expect((await get('/?l=de&s=otp', { 'accept-encoding': 'identity' })).status).toBe(200)
    })

    it('answers text it cannot find with a 503 problem', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {})
      const response = await without((path) => path.startsWith('/_text/'))('/v1/text/sv?ns=otp')
      expect(response.status).toBe(503)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
      expect(log).toHaveBeenCalledWith('edge: asset /_text/sv/otp.json missing (404)')
    })

    it('answers 503 without a manifest, or with one that is not what the build writes, and reads it again next time', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {})
      let manifest = (): Response | Promise<Response> => new Response('Not Found', { status: 404 })
      const get = withAssets(async (req) =>
        new URL(req.url).pathname === MANIFEST_ASSET ? manifest() : env.ASSETS.fetch(req),
      )
      expect((await get('/v1/text/sv')).status).toBe(503)
      expect(log).toHaveBeenLastCalledWith(`edge: asset ${MANIFEST_ASSET} missing (404)`)
      manifest = () => new Response('{"textVersion": 1}')
      expect((await get('/?l=sv&s=otp')).status).toBe(503)
      expect(log).toHaveBeenLastCalledWith(
        expect.stringMatching(/^edge: asset \/_edge\/manifest\.json does not match its schema/),
      )
      manifest = () => new Response('<html>')
      expect((await get('/v1/text/sv')).status).toBe(503)
      expect(log).toHaveBeenLastCalledWith(`edge: asset ${MANIFEST_ASSET} is not JSON`)
      // Fixed (the deploy finished): the next request reads it again.
      manifest = () => env.ASSETS.fetch(new Request(`http://edge.test${MANIFEST_ASSET}`))
      expect((await get('/v1/text/sv')).status).toBe(200)
      expect((await get('/?l=sv&s=otp')).status).toBe(200)
    })

    it('answers 503 when the binding itself fails', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {})
      const response = await withAssets(async () => {
        throw new Error('binding down')
      })('/?l=sv&s=otp')
      expect(response.status).toBe(503)
      expect(log).toHaveBeenCalledWith(`edge: asset ${MANIFEST_ASSET} unreadable (binding down)`)
    })
  })
})
