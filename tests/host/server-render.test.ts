// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { IdvWidgetError } from '../../host/errors'

describe('host SDK without a DOM (server rendering)', () => {
  it('imports without touching window or document, and open() explains itself', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const sdk = await import('../../host/index')
    expect(sdk.defaultWidgetOrigin).toBe('')
    expect(() => sdk.open({ container: 'x', widgetUrl: 'https://w.example/#t' })).toThrow(
      new IdvWidgetError(
        'no_browser',
        'open() needs a browser window: call it from an effect or an event handler, not while rendering on the server',
      ),
    )
    await expect(sdk.verify({ widgetUrl: 'https://w.example/#t' })).rejects.toMatchObject({ code: 'no_browser' })
  })
})
