import { describe, expect, it, vi } from 'vitest'
import { errorEvent, installErrorCapture, pageUrl } from '../../../widget/telemetry/error-capture'
import { createErrorTransport } from '../../../widget/telemetry/error-transport'
import { tokenFor, validDetails } from '../fixtures'

const token = tokenFor(validDetails())
const fire = (target: EventTarget, type: string, fields: Record<string, unknown>) =>
  target.dispatchEvent(Object.assign(new Event(type), fields))
const asWindow = (target: EventTarget) => target as unknown as Window

describe('errorEvent', () => {
  it('keeps an Error’s name, message and stack', () => {
    const error = Object.assign(new Error('Loading chunk otp failed'), { name: 'ChunkLoadError' })
    expect(errorEvent(error, { mechanism: 'onerror' })).toEqual({
      message: 'Loading chunk otp failed',
      exception: { type: 'ChunkLoadError', value: 'Loading chunk otp failed', stack: error.stack },
      tags: { mechanism: 'onerror' },
    })
    expect(errorEvent(new TypeError('')).message).toBe('TypeError')
    expect(errorEvent({ name: 'DOMException', message: 'from another realm' }).exception?.type).toBe('DOMException')
  })
  it('describes anything else that is thrown, even what JSON or String cannot hold', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(errorEvent('plain text').exception).toEqual({ type: 'NonError', value: 'plain text' })
    expect(errorEvent({ code: 7 }).message).toBe('{"code":7}')
    expect(errorEvent(undefined).message).toBe('undefined')
    expect(errorEvent(cyclic).message).toBe('[object Object]')
    expect(errorEvent(10n).message).toBe('[object BigInt]')
    expect(errorEvent(Object.create(null)).message).toBe('{}')
    expect(errorEvent('').message).toBe('Unknown error')
  })
})

describe('installErrorCapture', () => {
  it('captures uncaught errors, cross-origin script errors and unhandled rejections', () => {
    const target = new EventTarget()
    const capture = vi.fn()
    installErrorCapture(asWindow(target), capture)
    fire(target, 'error', { error: new RangeError('bad'), message: 'Uncaught RangeError: bad' })
    fire(target, 'error', { error: null, message: 'Script error.' })
    fire(target, 'unhandledrejection', { reason: new Error('rejected') })
    fire(target, 'unhandledrejection', { reason: 'no error object' })
    expect(capture.mock.calls.map(([e]) => [e.exception.type, e.message, e.tags.mechanism])).toEqual([
      ['RangeError', 'bad', 'onerror'],
      ['NonError', 'Script error.', 'onerror'],
      ['Error', 'rejected', 'onunhandledrejection'],
      ['NonError', 'no error object', 'onunhandledrejection'],
    ])
  })
  it('never throws from its listener, and stops when uninstalled', () => {
    const target = new EventTarget()
    const capture = vi.fn(() => {
      throw new Error('capture broke')
    })
    const uninstall = installErrorCapture(asWindow(target), capture)
    expect(() => fire(target, 'error', { error: new Error('x') })).not.toThrow()
    uninstall()
    fire(target, 'error', { error: new Error('y') })
    fire(target, 'unhandledrejection', { reason: 'z' })
    expect(capture).toHaveBeenCalledTimes(1)
  })
})

describe('pageUrl', () => {
  it('drops the fragment that holds the client token', () => {
    expect(pageUrl({ href: `https://edge.example/?native_theme=dark#${token}` })).toBe(
      'https://edge.example/?native_theme=dark',
    )
    expect(pageUrl({ href: 'https://edge.example/#a.b.c' })).toBe('https://edge.example/')
  })
  it('drops query parameters named like a token and keeps the rest', () => {
    expect(
      pageUrl({ href: 'https://edge.example/w?kyca&token=a.b.c&access_token=x&native_theme=dark&clientToken=y' }),
    ).toBe('https://edge.example/w?kyca=&native_theme=dark')
  })
  it('gives nothing rather than an unreadable URL', () => {
    expect(pageUrl({ href: 'not a url' })).toBe('')
  })
})

describe('error capture into the transport', () => {
  it('sends no trace of the token from the fragment, a message or a stack', async () => {
    const target = new EventTarget()
    const bodies: string[] = []
    const transport = createErrorTransport(
      { sdk: { name: 'idv-widget', version: '0.1.0' }, url: pageUrl({ href: `https://edge.example/#${token}` }) },
      async ({ body }) => (bodies.push(body), { status: 202, headers: new Headers() }),
    )
    installErrorCapture(asWindow(target), transport.capture)
    const error = new Error(`token ${token} rejected`)
    fire(target, 'error', { error })
    fire(target, 'unhandledrejection', { reason: `#${token}` })
    await transport.flush()

    expect(error.stack).toContain(token)
    expect(bodies).toHaveLength(1)
    for (const part of token.split('.')) expect(bodies[0]).not.toContain(part)
    expect(JSON.parse(bodies[0]!).events.map((e: { url: string }) => e.url)).toEqual([
      'https://edge.example/',
      'https://edge.example/',
    ])
  })
})
