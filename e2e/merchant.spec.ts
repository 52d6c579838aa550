import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './demo'
import { EDGE } from './ports'

/**
 * The merchant's side: checkout pages on the mock server's origin (another
 * origin than the edge), built from the integration guide's snippets and
 * served with the CSP the guide prescribes (dev/shop/shop.ts). Keyboard only
 * from the merchant's button through the flow and back to the merchant's next
 * control, in a modal and inline, with React 19 in StrictMode too.
 */

/** Fails the test on anything the page's CSP refused: the guide's CSP must be enough. */
function watchCsp(page: Page) {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
  })
  return () => expect(refused).toEqual([])
}

/** Documents the browser loaded from the edge: one per widget frame ever made. */
function countWidgetFrames(page: Page) {
  let frames = 0
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).origin === EDGE) frames++
  })
  return () => frames
}

/** The page's own state that a modal must give back as it found it. */
const pageState = (page: Page) =>
  page.evaluate(() => ({
    scrollY: Math.round(window.scrollY),
    overflow: document.documentElement.style.overflow,
    inert: document.querySelectorAll('[inert]').length,
    overlay: !!document.querySelector('.idv-widget-overlay'),
  }))

const CODE = '123456'

test.describe('modal (the default)', () => {
  test('keyboard only: the merchant’s button, the flow in a trapped modal, then the merchant’s next control', async ({
    page,
  }) => {
    const cspOk = watchCsp(page)
    await page.goto('/shop/modal/')
    const verify = page.getByRole('button', { name: 'Verify and pay' })
    await page.keyboard.press('Tab')
    await expect(verify).toBeFocused()
    await page.keyboard.press('Enter')

    const frame = page.locator('.idv-widget-overlay iframe')
    const widget = page.frameLocator('.idv-widget-overlay iframe')
    // Focus moved into the frame, onto the first step's heading; the frame is named for assistive tech.
    await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeFocused()
    await expect(frame).toBeFocused()
    await expect(frame).toHaveAttribute('title', 'Secure identity verification')
    expect(await pageState(page)).toMatchObject({ overflow: 'hidden', overlay: true })
    await expect(page.locator('main')).toHaveAttribute('inert', '')
    // The merchant page with the modal over it, frame included.
    await expectAccessible(page, 'body')

    // A modal holds focus: past either end Tab comes round inside the widget, never to the page behind.
    const close = widget.getByRole('button', { name: 'Close' })
    const send = widget.getByRole('button', { name: 'Send code' })
    await page.keyboard.press('Tab')
    await expect(send).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(send).toBeFocused()
    await expect(frame).toBeFocused()

    await page.keyboard.press('Enter')
    const code = widget.getByLabel('Enter the 6-digit code here')
    await expect(code).toBeFocused()
    await page.keyboard.type(CODE)

    // The terminal message removes the overlay: focus is back on the button that opened it, the next Tab
    // reaches the control the merchant's onComplete enabled.
    await expect(page.locator('.idv-widget-overlay')).toHaveCount(0)
    await expect(page.getByRole('status')).toHaveText('Verified. You can place the order.')
    await expect(verify).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Place order' })).toBeFocused()
    expect(await pageState(page)).toEqual({ scrollY: 0, overflow: '', inert: 0, overlay: false })
    cspOk()
  })

  test('Escape inside asks to cancel; ending it gives the page back as it was (focus, scroll, inert)', async ({
    page,
  }) => {
    await page.goto('/shop/modal/')
    await page.evaluate(() => window.scrollTo(0, 120))
    const before = await pageState(page)
    expect(before).toEqual({ scrollY: 120, overflow: '', inert: 0, overlay: false })
    const verify = page.getByRole('button', { name: 'Verify and pay' })
    await verify.focus()
    await page.keyboard.press('Enter')
    const widget = page.frameLocator('.idv-widget-overlay iframe')
    await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeFocused()
    // The page does not scroll under the overlay.
    await page.mouse.wheel(0, 600)
    expect((await pageState(page)).scrollY).toBe(120)

    await page.keyboard.press('Escape')
    const question = widget.getByRole('alertdialog', { name: 'Stop confirming it’s you?' })
    await expect(question).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(question).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(question.getByRole('button', { name: 'Continue verifying' })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')

    await expect(page.getByRole('status')).toHaveText('Verification ended (go_back).')
    expect(await pageState(page)).toEqual(before)
    await expect(verify).toBeFocused()
  })

  test('full screen below 729 px, a card above', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    await page.goto('/shop/modal/')
    await page.getByRole('button', { name: 'Verify and pay' }).click()
    const frame = page.locator('.idv-widget-overlay iframe')
    await expect(
      page.frameLocator('.idv-widget-overlay iframe').getByRole('heading', { name: 'Confirm it’s you' }),
    ).toBeVisible()
    expect(await frame.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 640 })
    await page.setViewportSize({ width: 1000, height: 800 })
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(520)
  })
})

test.describe('inline', () => {
  test('keyboard only: no trap, Tab enters and leaves the frame at either end; after the flow Tab reaches the merchant’s next control', async ({
    page,
  }) => {
    const cspOk = watchCsp(page)
    await page.goto('/shop/inline/')
    const verify = page.getByRole('button', { name: 'Verify and pay' })
    await page.keyboard.press('Tab')
    await expect(verify).toBeFocused()
    await page.keyboard.press('Enter')

    const frame = page.locator('#idv-slot iframe')
    const widget = page.frameLocator('#idv-slot iframe')
    await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()
    expect(await pageState(page)).toMatchObject({ overflow: '', inert: 0, overlay: false })
    await expectAccessible(page, 'body')

    // In from the merchant's button, out again backwards.
    await verify.focus()
    await page.keyboard.press('Tab')
    const close = widget.getByRole('button', { name: 'Close' })
    await expect(close).toBeFocused()
    await expect(frame).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(verify).toBeFocused()

    // Escape inside still asks to cancel.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    const question = widget.getByRole('alertdialog', { name: 'Stop confirming it’s you?' })
    await expect(question).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(question).toHaveCount(0)

    await page.keyboard.press('Tab')
    await expect(widget.getByRole('button', { name: 'Send code' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(widget.getByLabel('Enter the 6-digit code here')).toBeFocused()
    await page.keyboard.type(CODE)
    await expect(widget.getByRole('heading', { name: 'You’re all set' })).toBeVisible()
    await expect(page.getByRole('status')).toHaveText('Verified. You can place the order.')

    // The frame stays with its last step; Tab goes on from inside it to the merchant's next control.
    const placeOrder = page.getByRole('button', { name: 'Place order' })
    for (let i = 0; i < 6 && !(await placeOrder.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    await expect(placeOrder).toBeFocused()
    cspOk()
  })
})

test.describe('React 19 in StrictMode (the built idv-react.js)', () => {
  test('useIdvWidget opens exactly one modal frame, even on a double click, and cleans up after it', async ({
    page,
  }) => {
    const cspOk = watchCsp(page)
    const widgetFrames = countWidgetFrames(page)
    await page.goto('/shop/react/modal/')
    const verify = page.getByRole('button', { name: 'Verify and pay' })
    await expect(verify).toBeEnabled()
    await verify.dblclick()
    const widget = page.frameLocator('.idv-widget-overlay iframe')
    await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeFocused()
    await expect(page.locator('iframe')).toHaveCount(1)
    expect(widgetFrames()).toBe(1)

    await widget.getByRole('button', { name: 'Send code' }).press('Enter')
    await expect(widget.getByLabel('Enter the 6-digit code here')).toBeFocused()
    await page.keyboard.type(CODE)
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(verify).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Place order' })).toBeFocused()
    expect(await pageState(page)).toEqual({ scrollY: 0, overflow: '', inert: 0, overlay: false })
    expect(widgetFrames()).toBe(1)
    cspOk()
  })

  test('<IdvWidget /> makes exactly one inline frame under StrictMode', async ({ page }) => {
    const cspOk = watchCsp(page)
    const widgetFrames = countWidgetFrames(page)
    await page.goto('/shop/react/inline/')
    const widget = page.frameLocator('.idv-slot iframe')
    await expect(widget.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible()
    await widget.getByRole('button', { name: 'Send code' }).click()
    await widget.getByLabel('Enter the 6-digit code here').fill(CODE)
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled()
    await expect(page.locator('iframe')).toHaveCount(1)
    expect(widgetFrames()).toBe(1)
    cspOk()
  })
})
