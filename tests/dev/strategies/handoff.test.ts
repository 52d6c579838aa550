// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { VERIFY_MS } from '../../../dev/strategies/handoff'
import { mockServer } from '../mock-harness'

const RETURN = 'http://127.0.0.1:8787/handoff/return'
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})
const pathOf = (url: unknown) => new URL(url as string).pathname

describe('mock: hand-offs and their stand-in partner pages', () => {
  it('a start opens a transaction at the partner page on the session server’s origin, and echoes the choice', async () => {
    const { session } = mockServer()
    const s = await session({ strategy: 'bank_id_no', market: 'NO' })
    expect((await s.call('bank_id_no', 'start', { method: 'bankid_on_mobile' })).status).toBe(400)
    const started = await s.call('bank_id_no', 'start', { method: 'code_device' })
    expect(started.body).toMatchObject({
      status: 'in_progress',
      pending: { kind: 'bankid_page' },
      method: 'code_device',
      handoff_url: expect.stringMatching(new RegExp(`^http://localhost:8788/partner/${s.session_id}/[0-9a-f-]{36}$`)),
    })
    expect(await s.dev()).toMatchObject({ pending: { kind: 'bankid_page' } })
  })

  it('the partner page approves and sends the browser back to the edge’s return page', async () => {
    const { app, session } = mockServer()
    const s = await session({ strategy: 'bank_id_fi', market: 'FI' })
    const { body } = await s.call('bank_id_fi', 'start', { bank: 'op' })
    const page = await app.request(pathOf(body.handoff_url))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<h1>OP</h1>')
    expect(html).toContain('<option>access-denied</option>')
    const approved = await app.request(pathOf(body.handoff_url), form({ decision: 'approve' }))
    expect(approved.status).toBe(303)
    expect(approved.headers.get('location')).toBe(RETURN)
    expect((await s.read('bank_id_fi')).body).toMatchObject({ status: 'success', token: expect.stringMatching(/^rt_/) })
    // Used once: the page is gone now.
    expect((await app.request(pathOf(body.handoff_url))).status).toBe(410)
  })

  it('rejects with one of the strategy’s reasons, or cancels (the strategy goes on); anything else is refused', async () => {
    const { app, session } = mockServer()
    const s = await session({ strategy: 'bank_id_fi', market: 'FI' })
    let url = pathOf((await s.call('bank_id_fi', 'start', { bank: 'nordea' })).body.handoff_url)
    expect((await app.request(url, form({ decision: 'reject', reason: 'made-up' }))).status).toBe(400)
    expect((await app.request(url, form({ decision: 'cancel' }))).headers.get('location')).toBe(RETURN)
    expect((await s.read('bank_id_fi')).body).toMatchObject({ status: 'in_progress', pending: null, bank: 'nordea' })
    url = pathOf((await s.call('bank_id_fi', 'start', { bank: 'nordea' })).body.handoff_url)
    await app.request(url, form({ decision: 'reject', reason: 'user-mismatch' }))
    expect((await s.read('bank_id_fi')).body).toMatchObject({ status: 'failure', reason: 'user-mismatch' })
  })

  it('a newer start replaces the page; stop forgets the partner step', async () => {
    const { app, session } = mockServer()
    const s = await session({ strategy: 'idin', market: 'NL' })
    const first = pathOf((await s.call('idin', 'start')).body.handoff_url)
    const second = pathOf((await s.call('idin', 'start')).body.handoff_url)
    expect(first).not.toBe(second)
    expect((await app.request(first)).status).toBe(410)
    expect(await (await app.request(second)).text()).toContain('<option>Rabobank</option>')
    expect((await s.call('idin', 'stop')).body).toMatchObject({ status: 'in_progress', pending: null })
    expect((await app.request(second)).status).toBe(410)
  })

  it('after some partners a check runs (with the application in the answer) and succeeds by itself', async () => {
    const { app, clock, session } = mockServer()
    const s = await session({ strategy: 'checkin' })
    const url = pathOf((await s.call('checkin', 'start')).body.handoff_url)
    await app.request(url, form({ decision: 'approve' }))
    const checking = (await s.read('checkin')).body
    expect(checking).toMatchObject({
      status: 'in_progress',
      pending: { kind: 'verification' },
      application_id: expect.stringMatching(/^app_[0-9a-f]{12}$/),
    })
    expect(checking.handoff_url).toBeUndefined()
    expect((await s.call('checkin', 'start')).status).toBe(409)
    clock.now += VERIFY_MS
    expect((await s.read('checkin')).body).toMatchObject({ status: 'success' })
  })

  it('the simulated outside world does the same without the page', async () => {
    const { session } = mockServer()
    const s = await session({ strategy: 'kosma_id' })
    await s.call('kosma_id', 'start')
    expect((await s.external({ outcome: 'approve' })).body).toMatchObject({ pending: { kind: 'verification' } })
    expect((await s.external({ outcome: 'reject', reason: 'invalid-document' })).body).toMatchObject({
      status: 'failure',
    })
    const v = await session({ strategy: 'veriff' })
    await v.call('veriff', 'start')
    expect((await v.external({ outcome: 'cancel' })).body).toMatchObject({ status: 'in_progress', pending: null })
  })

  it('the signature variant has a document to read; the others do not', async () => {
    const { session } = mockServer()
    const s = await session({ strategy: 'bank_id_no_signature', market: 'NO' })
    expect((await s.read('bank_id_no_signature', 'document')).body).toMatchObject({
      title: expect.any(String),
      text: expect.stringContaining('I confirm'),
    })
    const plain = await session({ strategy: 'bank_id_no_v2', market: 'NO' })
    expect((await plain.read('bank_id_no_v2', 'document')).status).toBe(404)
  })

  it('iDIN tokens carry a signicatUrl on Signicat’s test host unless the request names another', async () => {
    const { session } = mockServer()
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
    const idin = await session({ strategy: 'idin' })
    expect(claims(idin.client_token).strategies[0]).toMatchObject({
      type: 'idin',
      signicatUrl: 'https://preprod.signicat.com/std/method/idin/?id=idin-demo',
    })
    const bad = await session({ strategies: [{ type: 'idin', signicatUrl: 'http://evil.example/idin' }] })
    expect(claims(bad.client_token).strategies[0].signicatUrl).toBe('http://evil.example/idin')
    const other = await session({ strategy: 'otp_phone' })
    expect(claims(other.client_token).strategies[0].signicatUrl).toBeUndefined()
  })

  it('lists the hand-off families with what they wait on, for the demo', async () => {
    const { app } = mockServer()
    const families = (await (await app.request('/dev/strategies')).json()) as Array<{
      types: string[]
      outside?: string
    }>
    const outside = Object.fromEntries(families.flatMap((f) => f.types.map((t) => [t, f.outside])))
    expect(outside).toMatchObject({
      bank_id_no: 'bankid_page',
      bank_id_no_signature: 'bankid_page',
      bank_id_fi: 'bank_page',
      idin: 'partner',
      checkin: 'partner',
      kosma_id: 'partner',
      veriff: 'partner',
      monthio: 'partner',
    })
  })
})
