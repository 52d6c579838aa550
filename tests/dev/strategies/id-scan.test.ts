// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { imageSize } from '../../../dev/strategies/id-scan'
import { mockServer } from '../mock-harness'

/** The smallest JPEG header the mock reads: SOI, then a baseline frame header of `width`×`height`. */
const jpeg = (width: number, height: number) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x04,
    0x00,
    0x00,
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x03,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ])
const png = (width: number, height: number) => {
  const bytes = new Uint8Array(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  new DataView(bytes.buffer).setUint32(16, width)
  new DataView(bytes.buffer).setUint32(20, height)
  return bytes
}

async function scan(request: Record<string, unknown> = {}, type = 'id_scan') {
  const { app, clock, session } = mockServer()
  const s = await session({ strategy: type, market: 'IE', ...request })
  const put = async (part: string, bytes: Uint8Array, contentType = 'image/jpeg', token = s.client_token) => {
    const r = await app.request(`${s.base}/strategies/${type}/images/${part}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body: bytes as Uint8Array<ArrayBuffer>,
    })
    return { status: r.status, body: (await r.json()) as Record<string, unknown> }
  }
  return { ...s, clock, put, app }
}

describe('mock: id_scan', () => {
  it('reads the size of JPEG and PNG pictures, and nothing else', () => {
    expect(imageSize(jpeg(1600, 1000))).toEqual({ width: 1600, height: 1000 })
    expect(imageSize(png(640, 480))).toEqual({ width: 640, height: 480 })
    expect(imageSize(new TextEncoder().encode('<html>not a picture</html>'))).toBeNull()
  })

  it('starts only with biometric consent and a document type of the list', async () => {
    const s = await scan()
    expect((await s.call('id_scan', 'start', { document_type: 'passport' })).body).toEqual({
      error: 'consent_required',
    })
    expect(
      (await s.call('id_scan', 'start', { biometric_consent: true, document_type: 'library_card' })).body,
    ).toMatchObject({ error: 'invalid_document_type' })
    expect(
      (await s.call('id_scan', 'start', { biometric_consent: true, document_type: 'identity_card' })).body,
    ).toMatchObject({
      status: 'in_progress',
      pending: { kind: 'capture' },
      document_type: 'identity_card',
      received: [],
    })
  })

  it('names the documents the session accepts when the token request did, takes only those, and asks for one picture of a one-page document', async () => {
    const s = await scan({ accepted_documents: ['birth_certificate', 'tax_id', 'library_card'] })
    expect((await s.read('id_scan')).body).toMatchObject({
      status: 'in_progress',
      accepted_documents: ['birth_certificate', 'tax_id', 'library_card'],
    })
    expect((await s.call('id_scan', 'start', { biometric_consent: true, document_type: 'passport' })).body).toEqual({
      error: 'invalid_document_type',
      accepted_documents: ['birth_certificate', 'tax_id', 'library_card'],
    })
    expect(
      (await s.call('id_scan', 'start', { biometric_consent: true, document_type: 'birth_certificate' })).status,
    ).toBe(200)
    for (const part of ['document_front', 'selfie']) expect((await s.put(part, jpeg(1600, 1000))).status).toBe(200)
    expect(
      (await s.call('id_scan', 'submit', { document_type: 'birth_certificate', face_scan: null })).body,
    ).toMatchObject({ pending: { kind: 'verification' } })
    // A type the widget does not know: front and back.
    const other = await scan({ accepted_documents: ['library_card'] })
    await other.call('id_scan', 'start', { biometric_consent: true, document_type: 'library_card' })
    for (const part of ['document_front', 'selfie']) await other.put(part, jpeg(1600, 1000))
    expect((await other.call('id_scan', 'submit', { document_type: 'library_card', face_scan: null })).body).toEqual({
      error: 'missing_images',
      missing: ['document_back'],
    })
    // Without a list, any of spec §3's types; the state names none (the widget offers the market's).
    const any = await scan()
    expect((await any.read('id_scan')).body).not.toHaveProperty('accepted_documents')
    expect((await any.call('id_scan', 'start', { biometric_consent: true, document_type: 'tax_id' })).status).toBe(200)
  })

  it('takes pictures that decode at a readable size, by PUT with the bearer token; refuses the rest', async () => {
    const s = await scan()
    expect((await s.put('document_front', jpeg(1600, 1000))).body).toEqual({ error: 'not_started' })
    await s.call('id_scan', 'start', { biometric_consent: true, document_type: 'identity_card' })
    expect(await s.put('document_front', jpeg(1600, 1000))).toEqual({
      status: 200,
      body: { part: 'document_front', width: 1600, height: 1000, bytes: 28 },
    })
    expect((await s.put('document_back', png(640, 480), 'image/png')).status).toBe(200)
    expect(await s.put('selfie', jpeg(400, 200))).toEqual({
      status: 422,
      body: { error: 'image_too_small', width: 400, height: 200 },
    })
    expect(await s.put('selfie', new TextEncoder().encode('hello'))).toEqual({
      status: 422,
      body: { error: 'unreadable_image' },
    })
    expect((await s.put('selfie', jpeg(800, 600), 'image/gif')).status).toBe(415)
    expect((await s.put('passport_stamp', jpeg(800, 600))).status).toBe(404)
    expect((await s.put('selfie', jpeg(800, 600), 'image/jpeg', 'forged.token.here')).status).toBe(401)
    expect((await s.read('id_scan')).body).toMatchObject({ received: ['document_front', 'document_back'] })
  })

  it('refuses a picture over 2 MB before reading it', async () => {
    const s = await scan()
    await s.call('id_scan', 'start', { biometric_consent: true, document_type: 'passport' })
    expect((await s.put('document_front', new Uint8Array(2 * 1024 * 1024 + 1))).status).toBe(413)
  })

  it('hands in the pictures only when all are there, then verifies them after the delay', async () => {
    const s = await scan({ answer_delay_seconds: 5 })
    await s.call('id_scan', 'start', { biometric_consent: true, document_type: 'passport' })
    await s.put('document_front', jpeg(1600, 1100))
    await s.put('selfie', jpeg(1280, 720))
    expect(
      (
        await s.call('id_scan', 'submit', {
          document_type: 'passport',
          face_scan: { left: { seen: true, shift: 0.05 } },
        })
      ).body,
    ).toEqual({ error: 'missing_images', missing: ['face_left', 'face_right'] })
    // Without a camera there is no facial scan: the selfie is enough.
    expect((await s.call('id_scan', 'submit', { document_type: 'passport', face_scan: null })).body).toMatchObject({
      status: 'in_progress',
      pending: { kind: 'verification' },
    })
    expect(await s.dev()).toMatchObject({ pending: { kind: 'verification' } })
    s.clock.now += 4000
    expect((await s.read('id_scan')).body).toMatchObject({ pending: { kind: 'verification' } })
    s.clock.now += 1000
    expect((await s.read('id_scan')).body).toMatchObject({ status: 'success', token: expect.stringMatching(/^rt_/) })
  })

  it('reject-once: the first pictures are turned down with the reason, the document’s must be taken again, the next pass', async () => {
    const s = await scan({ scenario: 'reject-once:glare' })
    await s.call('id_scan', 'start', { biometric_consent: true, document_type: 'driving_licence' })
    for (const part of ['document_front', 'document_back', 'selfie', 'face_left', 'face_right'])
      await s.put(part, jpeg(1280, 800))
    await s.call('id_scan', 'submit', { document_type: 'driving_licence', face_scan: {} })
    s.clock.now += 8000
    expect((await s.read('id_scan')).body).toMatchObject({
      status: 'in_progress',
      pending: null,
      rejection: 'glare',
      received: ['selfie', 'face_left', 'face_right'],
    })
    expect(
      (await s.call('id_scan', 'start', { biometric_consent: true, document_type: 'driving_licence' })).body,
    ).toMatchObject({ pending: { kind: 'capture' }, received: ['selfie', 'face_left', 'face_right'] })
    expect((await s.read('id_scan')).body).not.toHaveProperty('rejection')
    await s.put('document_front', jpeg(1280, 800))
    await s.put('document_back', jpeg(1280, 800))
    await s.call('id_scan', 'submit', { document_type: 'driving_licence', face_scan: {} })
    s.clock.now += 8000
    expect((await s.read('id_scan')).body).toMatchObject({ status: 'success' })
  })

  it('the outside world turns the pictures down by reason, or approves, rejects with a failure reason', async () => {
    const s = await scan()
    await s.call('id_scan', 'start', { biometric_consent: true, document_type: 'passport' })
    expect((await s.external({ hint: 'glare' })).status).toBe(409)
    await s.put('document_front', jpeg(1280, 800))
    await s.put('selfie', jpeg(1280, 800))
    await s.call('id_scan', 'submit', { face_scan: null })
    expect((await s.external({ hint: 'blurry' })).status).toBe(400)
    expect((await s.external({ hint: 'face' })).status).toBe(200)
    expect((await s.read('id_scan')).body).toMatchObject({ rejection: 'face', received: ['document_front'] })

    const t = await scan()
    await t.call('id_scan', 'start', { biometric_consent: true, document_type: 'passport' })
    await t.put('document_front', jpeg(1280, 800))
    await t.put('selfie', jpeg(1280, 800))
    await t.call('id_scan', 'submit', { face_scan: null })
    await t.external({ outcome: 'reject', reason: 'user-mismatch' })
    expect((await t.read('id_scan')).body).toMatchObject({ status: 'failure', reason: 'user-mismatch' })
  })

  it('plays a failure scenario when the pictures are handed in, not before', async () => {
    const s = await scan({ scenario: 'failure:invalid-document' })
    expect(
      (await s.call('id_scan', 'start', { biometric_consent: true, document_type: 'passport' })).body,
    ).toMatchObject({ status: 'in_progress' })
    expect((await s.call('id_scan', 'submit', { face_scan: null })).body).toMatchObject({
      status: 'failure',
      reason: 'invalid-document',
    })
  })

  it('KYC later: the purchase goes on, the state says the ID is owed', async () => {
    const s = await scan()
    expect((await s.call('id_scan', 'later')).body).toMatchObject({
      status: 'success',
      token: expect.stringMatching(/^rt_/),
      kyc: 'later',
    })
    const selfie = await scan({}, 'selfie_registration')
    expect((await selfie.call('selfie_registration', 'later')).status).toBe(404)
  })

  it('selfie registration takes the selfie and facial scan only', async () => {
    const s = await scan({}, 'selfie_registration')
    expect((await s.call('selfie_registration', 'start', { biometric_consent: true })).body).toMatchObject({
      pending: { kind: 'capture' },
    })
    expect((await s.put('document_front', jpeg(1280, 800))).status).toBe(404)
    for (const part of ['selfie', 'face_left', 'face_right'])
      expect((await s.put(part, jpeg(1280, 720))).status).toBe(200)
    expect(
      (
        await s.call('selfie_registration', 'submit', {
          face_scan: { left: { seen: true, shift: 0.04 }, right: { seen: true, shift: -0.05 } },
        })
      ).body,
    ).toMatchObject({ pending: { kind: 'verification' } })
  })
})
