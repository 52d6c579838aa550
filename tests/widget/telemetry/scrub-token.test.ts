import { describe, expect, it } from 'vitest'
import { scrubStrings, scrubToken } from '../../../widget/telemetry/scrub-token'
import { tokenFor, validDetails } from '../fixtures'

const token = tokenFor(validDetails())

describe('scrubToken', () => {
  it('replaces a client token wherever it stands', () => {
    expect(scrubToken(`https://edge.example/#${token}`)).toBe('https://edge.example/#[redacted]')
    expect(scrubToken(`Authorization: Bearer ${token}, retry`)).toBe('Authorization: Bearer [redacted], retry')
    expect(scrubToken(`${token}\n${token}`)).toBe('[redacted]\n[redacted]')
    expect(scrubToken(`glued${token}`)).toBe('[redacted]')
  })
  it('leaves dotted names, hashed files, hosts and versions alone', () => {
    const text = 'at Object.render.call (https://cdn.provider.com/assets/otp.3f2a9c1b.js:1:2345) v24.21.1 a.b.c'
    expect(scrubToken(text)).toBe(text)
  })
  it('stays linear on long runs of word characters (a minified stack)', () => {
    const text = `${'x'.repeat(20_000)}.${'y'.repeat(20_000)}`
    const started = performance.now()
    expect(scrubToken(text)).toBe(text)
    expect(performance.now() - started).toBeLessThan(250)
  })
  it('scrubs the string values of a record and keeps the rest', () => {
    expect(scrubStrings({ a: token, n: 1, s: 'ok' })).toEqual({ a: '[redacted]', n: 1, s: 'ok' })
  })
})
