import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { documents, textBundle } from './built'
import { shortKeys } from '../../contracts/short-names'

const request = (path: string, init: RequestInit = {}) =>
  exports.default.fetch(new Request(`http://edge.test${path}`, init))
/** The composed document, as a client without brotli gets it. */
const page = (path: string, headers: Record<string, string> = {}) =>
  request(path, { headers: { 'accept-encoding': 'identity', ...headers } })
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  )

/** Every element of a kind in the document, with its attributes and content. */
const elements = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi'))].map(([, attrs, body]) => ({
    attrs: attrs!,
    body: body!,
  }))
const sha256 = async (text: string) =>
  `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))))}'`

/** What a document carries: its text block (parsed) and its inline code. */
async function read(response: Response) {
  const html = await response.text()
  const scripts = elements(html, 'script')
  const block = scripts.find((s) => /type="application\/json"/.test(s.attrs))
  const attr = (name: string) => block?.attrs.match(new RegExp(`${name}="([^"]*)"`))?.[1]
  const code = scripts.filter((s) => s !== block)
  return {
    html,
    lang: html.match(/<html lang="([^"]*)"/)?.[1],
    code,
    /** The head script every document shares (widget/boot/first-paint.ts), the first code in the document. */
    head: code[0],
    /** The widget's script, in the classic pieces that run as they arrive (tools/build/script-pieces.ts). */
    pieces: code.slice(1).map((s) => s.body),
    /** The first step rendered at build time, and what it assumed of the session. */
    root:
      html.match(/<div id="root">([\s\S]*?)<\/div><div class="(?:idv-alt|skeleton)" data-idv-(?:alt|fallback)/)?.[1] ??
      null,
    assumptions:
      html
        .match(/<html [^>]*data-idv-prerender='([^']*)'/)?.[1]
        ?.replaceAll('&#39;', "'")
        .replaceAll('&amp;', '&') ?? null,
    styles: elements(html, 'style'),
    text: block
      ? {
          locale: attr('data-locale'),
          language: attr('data-language'),
          namespace: attr('data-namespace'),
          // Whether the text leaves out what later pieces show (the widget then fetches the complete text).
          heldBack: /\sdata-held-back(?=\s|$)/.test(block.attrs),
          body: JSON.parse(block.body) as Record<string, Record<string, string>>,
        }
      : null,
  }
}

describe('the first-screen document (in workerd)', () => {
  it('for ?l=sv&s=otp carries the shell with the one-time code’s module, and Swedish text with its namespace', async () => {
    const response = await page('/?l=sv&s=otp')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const doc = await read(response)
    expect(doc.lang).toBe('sv')
    expect(doc.text).toMatchObject({ locale: 'sv', language: 'sv', namespace: 'otp' })
    expect(doc.text!.body.common!.close).toBe('Stäng')
    expect(doc.text!.body.otp!.sendCode).toBe('Skicka kod')
    expect(doc.code.length).toBeGreaterThan(2)
    // What only the held-back pieces show (failure screen, cancel confirmation) comes with them.
    expect(doc.text!.heldBack).toBe(true)
    expect(doc.text!.body.failure).toBeUndefined()
    expect(doc.text!.body.cancel).toBeUndefined()
    expect(doc.text!.body.otp!.failure).toBeUndefined()
    expect(doc.text!.body.otp!.cancel).toBeUndefined()
    expect(doc.text!.body.consent!.title).toBe('Verifiera din identitet')
    expect(doc.pieces).toEqual(documents.variants.otp!.scripts)
    // The screen's module registers itself as preloaded: loading that screen costs no request.
    expect(doc.pieces).not.toEqual(documents.variants['']!.scripts)
    // The text is in before the script that starts the widget reads it.
    expect(doc.html.indexOf('id="idv-text"')).toBeLessThan(doc.html.indexOf(doc.pieces[0]!))
    // The first step, rendered at build time, in Swedish, painted before any script has run.
    expect(doc.root).toContain('Skicka kod')
    // With a slot for the first name, and beside it the step for a session without one.
    expect(JSON.parse(doc.assumptions!)).toMatchObject([
      shortKeys({ assumedLocale: 'sv', assumedTypes: ['otp_phone'], assumedFirstName: 1 }),
      shortKeys({ assumedLocale: 'sv', assumedFirstName: 0 }),
    ])
    expect(doc.head!.body).toBe(documents.variants.otp!.head)
  })

  it.each(Object.keys(documents.screens))(
    'exists for screen type %s in every locale, with its namespace',
    async (type) => {
      const { variant, namespace } = documents.screens[type]!
      for (const locale of Object.keys(textBundle.locales)) {
        const doc = await read(await page(`/?l=${locale}&s=${type}`))
        expect(doc.text, `${type} ${locale}`).toMatchObject({ locale, namespace: namespace ?? '' })
        expect(doc.pieces).toEqual(documents.variants[variant]!.scripts)
        // Its first step's markup (a dialog and its heading), and the assumptions the head script checks it against.
        expect(doc.root, `${type} ${locale}`).toMatch(/^<div role="dialog"[\s\S]*<h1 /)
        expect(JSON.parse(doc.assumptions!)[0], `${type} ${locale}`).toMatchObject(shortKeys({ assumedLocale: locale }))
      }
    },
  )

  it('leaves out of the ID scan’s document the text only its later steps show (the catalog’s LATER_TEXT)', async () => {
    const doc = await read(await page('/?l=el&s=id-scan'))
    expect(doc.text!.heldBack).toBe(true)
    const idScan = doc.text!.body.idScan as unknown as Record<string, unknown>
    for (const later of ['capture', 'review', 'faceScan', 'upload', 'camera', 'sending', 'retry'])
      expect(idScan[later], later).toBeUndefined()
    // What its first steps show stays: the consent, the intro, the documents.
    expect(idScan.consent).toBeTypeOf('object')
    expect(idScan.documents).toBeTypeOf('object')
    // The complete text still has them, for the widget to fetch after the first screen.
    const complete = JSON.parse(textBundle.locales.el!.namespaces.idScan!.body)
    expect(complete.capture).toBeTypeOf('object')
  })

  it('leaves out of the one-time code’s document the code step’s texts and the send errors’, not what its intro shows', async () => {
    const doc = await read(await page('/?l=el&s=otp'))
    const otp = doc.text!.body.otp as unknown as Record<string, unknown>
    for (const later of ['entryTitle', 'codeLabel', 'wrongCode', 'changeNumber', 'sendoutDelays', 'sendErrors'])
      expect(otp[later], later).toBeUndefined()
    expect(doc.text!.heldBack).toBe(true)
    // The intro's own words, and the send failure's that stand in when the send errors' part cannot load.
    for (const first of ['introTitle', 'sendCode', 'sending', 'resendIn', 'tooSoon', 'sendFailed'])
      expect(otp[first], first).toBeTypeOf('string')
    expect(JSON.parse(textBundle.locales.el!.namespaces.otp!.body).sendErrors).toBeTypeOf('object')
  })

  it('takes a strategy type for the screen hint, and any spelling of a locale', async () => {
    const doc = await read(await page('/?l=en-GB&s=otp_phone'))
    expect(doc.text).toMatchObject({ locale: 'en_gb', language: 'en-GB', namespace: 'otp' })
    expect((await read(await page('/?l=SV_se&s=BANK_ID_SE'))).text).toMatchObject({
      locale: 'sv',
      namespace: 'bankIdSe',
    })
  })

  it('is allowed by its CSP exactly: the hashes, recomputed here, are those of its inline script and stylesheet', async () => {
    for (const path of ['/', '/?l=el&s=otp', '/?l=sv&s=bank-id-se', '/?s=klapp_authenticator']) {
      const response = await page(path)
      const csp = response.headers.get('content-security-policy')!
      expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/)
      const d = directives(csp)
      const doc = await read(response)
      expect(d.get('script-src'), path).toEqual(["'self'", ...(await Promise.all(doc.code.map((s) => sha256(s.body))))])
      expect(d.get('style-src'), path).toEqual([
        "'self'",
        ...(await Promise.all(doc.styles.map((s) => sha256(s.body)))),
      ])
      // The text is data: the browser never runs it, and the CSP allows no more than the code: the head script and the
      // widget's script in classic pieces, each with the compile hint, strict as the module it was built as.
      expect(
        doc.code.map((s) => s.attrs),
        path,
      ).toEqual(doc.code.map(() => ''))
      for (const piece of doc.pieces) expect(piece, path).toMatch(/^\/\/# allFunctionsCalledOnLoad\n"use strict";/)
      expect(doc.head!.body, path).toBe(documents.variants['']!.head)
      // No inline handlers or style attributes (they would need 'unsafe-hashes').
      expect(doc.html, path).not.toMatch(/<[^>]+\s(?:on[a-z]+|style)\s*=/i)
    }
  })

  it('keeps the rest of its policy: nothing but itself and the session servers, framed by the configured pages', async () => {
    const d = directives((await page('/?l=sv&s=otp')).headers.get('content-security-policy')!)
    expect([...d.values()].flat()).not.toContain('*')
    expect(d.get('default-src')).toEqual(["'none'"])
    expect(d.get('img-src')).toEqual(["'self'", 'data:'])
    expect(d.get('base-uri')).toEqual(["'none'"])
    expect(d.get('form-action')).toEqual(["'none'"])
    expect(d.get('frame-ancestors')).toEqual(['http://127.0.0.1:*', 'http://localhost:*'])
    expect(d.get('connect-src')).toEqual([
      "'self'",
      'https://*.provider.com',
      'https://*.provider.net',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ])
  })

  it('carries nosniff, no referrer, and a Permissions-Policy that gives the camera to the widget alone', async () => {
    const response = await page('/?l=sv&s=otp')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    const permissions = response.headers.get('permissions-policy')!
    expect(permissions).toContain('camera=(self)')
    expect(permissions).toContain('microphone=()')
  })

  describe('hints it cannot use are ignored, never refused', () => {
    it.each([
      ['no hints', '/'],
      ['the same as /index.html', '/index.html'],
      ['an unknown screen type', '/?l=sv&s=no-such-screen'],
      ['a malformed screen type', '/?l=sv&s=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
      ['an over-long screen type', `/?l=sv&s=${'a'.repeat(500)}`],
      ['a locale alone', '/?l=sv'],
      ['empty hints', '/?l=&s='],
    ])('%s: the shell alone, no text', async (_, path) => {
      const response = await page(path)
      expect(response.status).toBe(200)
      const doc = await read(response)
      expect(doc.text).toBeNull()
      expect(doc.lang).toBe('en')
      expect(doc.pieces).toEqual(documents.variants['']!.scripts)
      // No step to paint: the skeleton shows until the widget renders.
      expect(doc.root).toBeNull()
      expect(doc.assumptions).toBeNull()
    })

    it.each([
      ['a malformed locale', '/?l=%22%3E%3Cb%3E&s=otp'],
      ['an over-long locale', `/?l=${'x'.repeat(300)}&s=otp`],
      ['no locale', '/?s=otp'],
    ])('%s: the screen without text', async (_, path) => {
      const doc = await read(await page(path))
      expect(doc.text).toBeNull()
      expect(doc.pieces).toEqual(documents.variants.otp!.scripts)
      expect(doc.root).toBeNull()
    })

    it('a locale the edge lacks falls back as the text route does (the widget reports it unsupported)', async () => {
      expect((await read(await page('/?l=xx&s=otp'))).text).toMatchObject({ locale: 'en', namespace: 'otp' })
      expect((await read(await page('/?l=sv-FI&s=otp'))).text).toMatchObject({ locale: 'sv' })
    })

    it('takes the first of repeated hints', async () => {
      expect((await read(await page('/?l=de&l=sv&s=otp&s=bank-id-se'))).text).toMatchObject({
        locale: 'de',
        namespace: 'otp',
      })
    })

    it('other query parameters (the widget’s own) do not change the document', async () => {
      const plain = await (await page('/?l=sv&s=otp')).text()
      expect(await (await page('/?l=sv&s=otp&native_theme=dark&kyca')).text()).toBe(plain)
    })
  })

  describe('caching', () => {
    it('is cacheable by anyone, revalidated every time, by a strong ETag per representation; it varies by encoding alone', async () => {
      const response = await page('/?l=sv&s=otp')
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      expect(response.headers.get('etag')).toBe(`"${documents.etags.otp!.sv}"`)
      expect((await page('/?l=sv&s=otp', { 'accept-encoding': 'gzip, br' })).headers.get('etag')).toBe(
        `"${documents.etags.otp!.sv}-br"`,
      )
    })

    it('answers 304 to either representation’s ETag, with the document headers', async () => {
      for (const etag of [`"${documents.etags.otp!.sv}"`, `W/"${documents.etags.otp!.sv}-br"`]) {
        const response = await page('/?l=sv&s=otp', { 'if-none-match': etag })
        expect(response.status).toBe(304)
        expect(await response.text()).toBe('')
        expect(response.headers.get('content-security-policy')).toContain(
          documents.variants.otp!.scriptHashes.join(' '),
        )
        expect(response.headers.get('vary')).toBe('Accept-Encoding')
      }
      expect((await page('/?l=de&s=otp', { 'if-none-match': `"${documents.etags.otp!.sv}"` })).status).toBe(200)
    })

    it('gives every document its own ETag', async () => {
      const etags = [
        await page('/?l=sv&s=otp'),
        await page('/?l=en&s=otp'),
        await page('/?l=sv&s=bank-id-se'),
        await page('/?s=otp'),
        await page('/'),
      ].map((r) => r.headers.get('etag'))
      expect(new Set(etags).size).toBe(etags.length)
    })
  })

  describe('the precompressed copy', () => {
    it('goes to clients that accept brotli: the build’s copy, which decodes to the document the edge composes', async () => {
      for (const path of ['/?l=el&s=otp', '/?l=sv&s=bank-id-se', '/?s=otp', '/']) {
        const response = await request(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
        expect(response.status).toBe(200)
        expect(response.headers.get('content-encoding'), path).toBe('br')
        // fetch() decodes what it receives, as a browser does.
        expect(await response.text(), path).toBe(await (await page(path)).text())
      }
      const stored = await env.ASSETS.fetch(new Request(`http://edge.test/_documents/${documents.etags.otp!.el}.br`))
      expect(stored.status).toBe(200)
    })

    it('not to clients that refuse it', async () => {
      const response = await request('/?l=el&s=otp', { headers: { 'accept-encoding': 'gzip, br;q=0' } })
      expect(response.headers.get('content-encoding')).toBeNull()
      expect((await read(response)).text).toMatchObject({ locale: 'el' })
    })

    it('is never served as a file', async () => {
      const response = await request(`/_documents/${documents.etags.otp!.el}.br`)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
    })
  })

  it('answers HEAD like GET, without a body', async () => {
    const response = await request('/?l=sv&s=otp', { method: 'HEAD', headers: { 'accept-encoding': 'identity' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('etag')).toBe(`"${documents.etags.otp!.sv}"`)
    expect(await response.text()).toBe('')
  })

  it.each(['POST', 'PUT', 'DELETE'])('answers %s / with 405', async (method) => {
    const response = await request('/', { method })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect(response.headers.get('content-type')).toBe('application/problem+json')
  })
})

describe('routes, methods and CORS', () => {
  it('answers unknown paths with a 404 problem', async () => {
    for (const path of ['/nope', '/v1', '/v1/errors/extra', '/bi', '/bi/v2/idv-widget/1.0.0/x']) {
      const response = await request(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type')).toBe('application/problem+json')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })
  it('answers a wrong method on the text route with 405', async () => {
    const response = await request('/v1/text/sv', { method: 'POST', body: '{}' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
  })
  it('lets a configured widget origin call the relay, with only the methods and headers it needs', async () => {
    const preflight = await request('/v1/errors', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8787',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8787')
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type')
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    const text = await request('/v1/text/sv', { headers: { origin: 'http://127.0.0.1:5173' } })
    expect(text.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(text.headers.get('access-control-expose-headers')).toContain('X-Text-Locale')
    expect(text.headers.get('vary')).toContain('Origin')
  })
  it('adds no CORS headers to the widget’s own same-origin calls, but keeps them apart in caches', async () => {
    const text = await request('/v1/text/sv')
    expect(text.headers.get('access-control-allow-origin')).toBeNull()
    expect(text.headers.get('access-control-expose-headers')).toBeNull()
    expect(text.headers.get('vary')).toContain('Origin')
  })
  it('gives any other origin nothing', async () => {
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null']) {
      const preflight = await request('/bi/v1/idv-widget/1.0.0/x', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull()
      const text = await request('/v1/text/sv', { headers: { origin } })
      expect(text.headers.get('access-control-allow-origin'), origin).toBeNull()
    }
  })
})
