import { describe, expect, it, vi } from 'vitest'
import { browserAnalyticsIo } from '../../../widget/telemetry/browser-analytics-io'

const fakeWindow = (sendBeacon?: (url: string, body: Blob) => boolean) =>
  ({ navigator: { sendBeacon }, document }) as unknown as Window

describe('browserAnalyticsIo', () => {
  it('answers false where sendBeacon is missing or throws', () => {
    const body = new Blob(['{}'])
    expect(browserAnalyticsIo(fakeWindow()).sendBeacon('https://edge.example/bi', body)).toBe(false)
    const throwing = browserAnalyticsIo(
      fakeWindow(() => {
        throw new TypeError('blocked')
      }),
    )
    expect(throwing.sendBeacon('https://edge.example/bi', body)).toBe(false)
    const sendBeacon = vi.fn(() => true)
    expect(browserAnalyticsIo(fakeWindow(sendBeacon)).sendBeacon('https://edge.example/bi', body)).toBe(true)
    expect(sendBeacon).toHaveBeenCalledWith('https://edge.example/bi', body)
  })
  it('loads the fallback image without a referrer', () => {
    const image = document.createElement('img')
    vi.spyOn(document, 'createElement').mockReturnValue(image)
    browserAnalyticsIo(fakeWindow()).loadImage('https://edge.example/bi/v1/c/1.0.0/start?instance_id=1000')
    expect(image.referrerPolicy).toBe('no-referrer')
    expect(image.src).toBe('https://edge.example/bi/v1/c/1.0.0/start?instance_id=1000')
  })
})
