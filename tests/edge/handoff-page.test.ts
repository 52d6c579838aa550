import { exports } from 'cloudflare:workers'
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

/** A CSP hash source of inline text, as the browser computes it. */
const hash = async (text: string) =>
  `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))))}'`

describe('the hand-off page child windows open on and return to (in workerd)', () => {
  it.each(['/handoff/open', '/handoff/return', '/handoff/return?code=abc&state=xyz'])(
    'serves %s in one response, its script and stylesheet inline and allowed by their hashes alone, framed by nobody',
    async (path) => {
      const response = await request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      const html = await response.text()
      // Nothing to fetch before it can shake hands with the widget: no script or stylesheet by address.
      expect(html).not.toMatch(/<script[^>]*\bsrc=|<link[^>]*stylesheet/i)
      const script = html.match(/<script type="module">([\s\S]*?)<\/script>/)![1]!
      const style = html.match(/<style>([\s\S]*?)<\/style>/)![1]!
      expect(html).not.toMatch(/\son[a-z]+=|\sstyle=/i)
      const csp = response.headers.get('content-security-policy')!
      expect(csp).not.toMatch(/unsafe-|\*|'self'[^;]*;.*script/)
      const d = directives(csp)
      expect(d.get('default-src')).toEqual(["'none'"])
      expect(d.get('script-src')).toEqual([await hash(script)])
      expect(d.get('style-src')).toEqual([await hash(style)])
      expect(d.get('connect-src')).toEqual(["'self'"])
      expect(d.get('frame-ancestors')).toEqual(["'none'"])
      expect(d.get('form-action')).toEqual(["'none'"])
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
      expect(response.headers.get('cache-control')).toBe('no-store')
      // Its opener is the widget's frame inside another origin's checkout: COOP would cut that tie.
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull()
    },
  )

  it('has no other address: the built file itself and the folder are not found; other methods are refused', async () => {
    for (const path of ['/handoff/', '/handoff/index.html', '/handoff/other'])
      expect((await request(path)).status, path).toBe(404)
    const post = await request('/handoff/return', { method: 'POST' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })
})
