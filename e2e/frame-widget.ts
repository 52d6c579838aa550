import type { Frame, Page } from '@playwright/test'

/**
 * Frames the widget at `src` over the whole of the page, as a merchant's
 * checkout would (the page must be on an origin the session's merchant may
 * frame it from: the demo checkout's); returns the frame once it is
 * attached, before its document has arrived.
 */
export async function frameWidget(page: Page, src: string): Promise<Frame> {
  const attached = page.waitForEvent('frameattached')
  await page.evaluate((src) => {
    const frame = Object.assign(document.createElement('iframe'), { src, title: 'Identity verification' })
    frame.style.cssText = 'position:fixed;inset:0;border:0;width:100%;height:100%'
    document.body.replaceChildren(frame)
  }, src)
  return attached
}
