// @vitest-environment node
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

describe('React binding on the server', () => {
  it('imports and renders without window or document', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const { IdvWidget, useIdvWidget } = await import('../../host/react')
    function Checkout() {
      const { ready } = useIdvWidget({ clientToken: 'a.b.c', widgetOrigin: 'https://widget.example' })
      return createElement('button', { type: 'button', disabled: !ready }, 'Verify and pay')
    }
    expect(renderToString(createElement(Checkout))).toBe('<button type="button" disabled="">Verify and pay</button>')
    expect(renderToString(createElement(IdvWidget, { clientToken: 'a.b.c', className: 'verify' }))).toBe(
      '<div class="verify"></div>',
    )
  })
})
