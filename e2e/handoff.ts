import { expect, type Page } from '@playwright/test'

/**
 * The shopper's tap that opens a hand-off's child window (a real popup in
 * Chromium), and the stand-in partner page it lands on, used as a person would.
 */
export async function handOff(page: Page, tap: () => Promise<void>) {
  const opened = page.waitForEvent('popup')
  await tap()
  const child = await opened
  // The hand-off page first, then the partner once the child has shaken hands.
  await child.waitForURL(/\/partner\//)
  return partnerPage(child)
}

export function partnerPage(child: Page) {
  return {
    child,
    approve: async (label: string) => {
      await child.getByRole('button', { name: label, exact: true }).click()
    },
    reject: async (reason: string) => {
      await child.getByLabel('Failure reason').selectOption(reason)
      await child.getByRole('button', { name: 'Reject', exact: true }).click()
    },
    cancel: () => child.getByRole('button', { name: 'Cancel', exact: true }).click(),
    /** The return page acknowledged by the widget closes itself. */
    closesItself: () => expect.poll(() => child.isClosed(), { timeout: 10_000 }).toBe(true),
  }
}
