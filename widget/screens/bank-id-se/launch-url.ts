/**
 * The BankID app's launch link for an order on this device, in the form
 * BankID documents: the universal link on phones and tablets, the `bankid:`
 * scheme on computers (where the redirect must be `null`). On a phone the
 * app returns to `redirect` when the session server gives one (the
 * merchant's checkout page), else the shopper switches back by hand.
 */
export function autostartUrl(autostartToken: string, mobile: boolean, redirect?: string): string {
  const token = encodeURIComponent(autostartToken)
  return mobile
    ? `https://app.bankid.com/?autostarttoken=${token}&redirect=${redirect ? encodeURIComponent(redirect) : 'null'}`
    : `bankid:///?autostarttoken=${token}&redirect=null`
}

interface DeviceHints {
  userAgent: string
  maxTouchPoints?: number
  userAgentData?: { mobile?: boolean }
}

/** Phones and tablets (iPadOS reports itself as a Mac with a touch screen). */
export function isMobileDevice(nav: DeviceHints = navigator as DeviceHints): boolean {
  if (typeof nav.userAgentData?.mobile === 'boolean' && nav.userAgentData.mobile) return true
  return (
    /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent) ||
    (/Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1)
  )
}
