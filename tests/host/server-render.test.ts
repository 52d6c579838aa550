// @vitest-environment node
import { describe, expect, it } from 'vitest'

describe('host SDK without a DOM (server rendering)', () => {
  it('imports without touching window or document, and open() explains itself', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const sdk = await import('../../host/index')
    expect(sdk.defaultWidgetOrigin).toBe('')
    expect(() => sdk.open({ container: 'x', widgetUrl: 'https://w.example/#t' })).toThrow('IdvWidget.open() needs a browser window')
  })
})
