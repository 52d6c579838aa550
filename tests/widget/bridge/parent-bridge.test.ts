import { describe, expect, it, vi } from 'vitest'
import { createParentBridge, resolveParentOrigin } from '../../../widget/bridge/parent-bridge'

const framedWindow = (origin: { ancestor?: string; referrer?: string }) => {
  const parent = { postMessage: vi.fn() }
  const win = { parent, location: { ancestorOrigins: origin.ancestor ? [origin.ancestor] : undefined }, document: { referrer: origin.referrer ?? '' } }
  return { win: win as unknown as Window, parent }
}

describe('parent bridge', () => {
  it('pins the target origin to the embedding page', () => {
    const { win, parent } = framedWindow({ ancestor: 'https://shop.example' })
    createParentBridge(win).post('onEvent', { name: 'start' })
    expect(parent.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ protocol: 'idv-widget', version: 1, type: 'onEvent', payload: { name: 'start' }, id: expect.any(String) }),
      'https://shop.example',
    )
  })
  it('falls back to the referrer origin, never to *', () => {
    expect(resolveParentOrigin(framedWindow({ referrer: 'https://shop.example/checkout?x=1' }).win as never)).toBe('https://shop.example')
    const { win, parent } = framedWindow({})
    const log = { info: vi.fn(), warn: vi.fn() }
    createParentBridge(win, log).post('onComplete', { status: 'success' })
    expect(parent.postMessage).not.toHaveBeenCalled()
    expect(log.warn).toHaveBeenCalled()
  })
  it('logs to the console when not framed', () => {
    const win = { location: {}, document: { referrer: '' } } as unknown as Window & { parent: unknown }
    ;(win as { parent: unknown }).parent = win
    const log = { info: vi.fn(), warn: vi.fn() }
    createParentBridge(win, log).post('onEvent', { name: 'start' })
    expect(log.info).toHaveBeenCalledWith('[idv-widget]', 'onEvent', { name: 'start' })
  })
})
