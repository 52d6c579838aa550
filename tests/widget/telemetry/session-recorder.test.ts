import { describe, expect, it, vi } from 'vitest'
import { memorySessionRecorder, windowSessionRecorder } from '../../../widget/telemetry/session-recorder'
import { tokenFor, validDetails } from '../fixtures'

describe('session recorder', () => {
  it('forwards to window.__idvSessionRecorder, even one installed after the widget', () => {
    const win: Pick<Window, '__idvSessionRecorder'> = {}
    const recorder = windowSessionRecorder(win)
    recorder.record('authentication_start', { strategy: 'otp_phone' })
    const record = vi.fn()
    win.__idvSessionRecorder = { record }
    recorder.record('authentication_complete', { strategy: 'otp_phone' })
    recorder.record('authentication_abort')
    expect(record.mock.calls).toEqual([
      ['authentication_complete', { strategy: 'otp_phone' }],
      ['authentication_abort', {}],
    ])
  })
  it('does nothing without a usable recorder, and keeps a recorder’s failure to itself', () => {
    for (const installed of [undefined, null, 42, { record: 'no' }]) {
      expect(() =>
        windowSessionRecorder({ __idvSessionRecorder: installed }).record('authentication_start'),
      ).not.toThrow()
    }
    const broken = {
      record: () => {
        throw new Error('recorder down')
      },
    }
    expect(() => windowSessionRecorder({ __idvSessionRecorder: broken }).record('authentication_abort')).not.toThrow()
  })
  it('does not hand the client token to a third-party recorder', () => {
    const record = vi.fn()
    const token = tokenFor(validDetails())
    windowSessionRecorder({ __idvSessionRecorder: { record } }).record('authentication_complete', { result: token })
    expect(record).toHaveBeenCalledWith('authentication_complete', { result: '[redacted]' })
  })
  it('uses the page’s own window by default', () => {
    const record = vi.fn()
    window.__idvSessionRecorder = { record }
    windowSessionRecorder().record('authentication_start', { strategy: 'bank_id_se' })
    delete window.__idvSessionRecorder
    expect(record).toHaveBeenCalledWith('authentication_start', { strategy: 'bank_id_se' })
  })
  it('memory recorder keeps the events in order, for tests', () => {
    const recorder = memorySessionRecorder()
    recorder.record('authentication_start', { strategy: 'otp_phone' })
    recorder.record('authentication_abort')
    expect(recorder.events).toEqual([
      { event: 'authentication_start', data: { strategy: 'otp_phone' } },
      { event: 'authentication_abort', data: {} },
    ])
  })
})
