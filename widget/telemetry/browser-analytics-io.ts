import type { AnalyticsIo } from './analytics'

/** The browser behind `createAnalytics`. */
export function browserAnalyticsIo(win: Window = window): AnalyticsIo {
  return {
    sendBeacon(url, body) {
      try {
        return win.navigator.sendBeacon?.(url, body) ?? false
      } catch {
        return false // Some browsers throw instead of answering false (a blocked URL, an extension).
      }
    },
    loadImage(url) {
      const image = win.document.createElement('img')
      image.referrerPolicy = 'no-referrer'
      image.src = url
    },
    now: () => Date.now(),
    random: () => Math.random(),
    log: (message, detail) => console.debug('[idv-widget]', message, detail),
  }
}
