import { env, exports } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { assetBytes, MAX_KEPT_BYTES } from '../../edge/assets/asset-bytes'
import { createApp } from '../../edge/app'

/** An ASSETS binding that serves the real files and counts the reads of each path. */
function countingAssets(serve: (request: Request) => Promise<Response> = (req) => env.ASSETS.fetch(req)) {
  const reads = new Map<string, number>()
  const assets = {
    fetch: (req: Request) => {
      const path = new URL(req.url).pathname
      reads.set(path, (reads.get(path) ?? 0) + 1)
      return serve(req)
    },
    connect: () => {
      throw new Error('not used')
    },
  } as unknown as Fetcher
  return { assets, reads }
}

describe('text is read from the assets once per isolate (in workerd)', () => {
  it('serves a text group many times from one read, the same bytes every time', async () => {
    const { assets, reads } = countingAssets()
    const app = createApp()
    const get = () =>
      app.fetch(new Request('http://edge.test/v1/text/sv?ns=otp', { headers: { 'accept-encoding': 'identity' } }), {
        ...env,
        ASSETS: assets,
      })
    const bodies = await Promise.all([get(), get(), get()].map(async (r) => (await r).text()))
    bodies.push(await (await get()).text())
    expect(new Set(bodies).size).toBe(1)
    expect(JSON.parse(bodies[0]!)).toEqual(
      await (await exports.default.fetch('http://edge.test/v1/text/sv?ns=otp')).json(),
    )
    expect(reads.get('/_text/sv/otp.json')).toBe(1)
  })

  it('does not keep a failed read: the next request reads the file again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let missing = true
    const { assets, reads } = countingAssets(async (req) =>
      missing ? new Response('Not Found', { status: 404 }) : env.ASSETS.fetch(req),
    )
    await expect(assetBytes(assets, '/_text/sv/_root.json')).rejects.toMatchObject({ status: 503 })
    missing = false
    expect((await assetBytes(assets, '/_text/sv/_root.json')).byteLength).toBeGreaterThan(0)
    await assetBytes(assets, '/_text/sv/_root.json')
    expect(reads.get('/_text/sv/_root.json')).toBe(2)
  })

  it(`keeps at most ${MAX_KEPT_BYTES} bytes: past it, the oldest is read again`, async () => {
    const chunk = MAX_KEPT_BYTES / 4
    const { assets, reads } = countingAssets(async () => new Response(new Uint8Array(chunk)))
    for (const name of ['a', 'b', 'c', 'd', 'e']) await assetBytes(assets, `/${name}`)
    await assetBytes(assets, '/e')
    await assetBytes(assets, '/b')
    expect(reads.get('/e')).toBe(1)
    expect(reads.get('/b')).toBe(1)
    await assetBytes(assets, '/a')
    expect(reads.get('/a')).toBe(2)
  })
})
