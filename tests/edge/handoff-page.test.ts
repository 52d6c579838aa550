import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

const request = (path: string, init: RequestInit = {}) =>
  exports.default.fetch(new Request(`http://edge.test${path}`, init))
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  )

describe('the hand-off page child windows open on and return to (in workerd)', () => {
  it.each(['/handoff/open', '/handoff/return', '/handoff/return?code=abc&state=xyz'])(
    'serves %s with a CSP that allows its own files and nothing inline, framed by nobody',
    async (path) => {
      const response = await request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      const html = await response.text()
      expect(html).toMatch(/<script type="module" src="\/assets\/handoff-[\w-]+\.js"><\/script>/)
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\son[a-z]+=/i)
      const csp = response.headers.get('content-security-policy')!
      expect(csp).not.toMatch(/unsafe-|\*|sha256-/)
      const d = directives(csp)
      expect(d.get('default-src')).toEqual(["'none'"])
      expect(d.get('script-src')).toEqual(["'self'"])
      expect(d.get('connect-src')).toEqual(["'self'"])
      expect(d.get('frame-ancestors')).toEqual(["'none'"])
      expect(d.get('form-action')).toEqual(["'none'"])
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
      expect(response.headers.get('cache-control')).toBe('no-store')
      // Its opener is the widget's frame inside another origin's checkout: COOP would cut that tie.
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull()
    },
  )

  it('its script and stylesheet are built files the assets layer serves', async () => {
    const html = await (await request('/handoff/return')).text()
    const files = [...html.matchAll(/(?:src|href)="(\/assets\/handoff-[^"]+)"/g)].map(([, href]) => href!)
    expect(files).toHaveLength(2)
    for (const href of files) expect((await env.ASSETS.fetch(`http://edge.test${href}`)).status, href).toBe(200)
  })

  it('has no other address: the built file itself and the folder are not found; other methods are refused', async () => {
    for (const path of ['/handoff/', '/handoff/index.html', '/handoff/other'])
      expect((await request(path)).status, path).toBe(404)
    const post = await request('/handoff/return', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })
})
