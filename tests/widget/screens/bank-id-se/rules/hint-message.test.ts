import { describe, expect, it } from 'vitest'
import { failedMessage, pendingMessage } from '../../../../../widget/screens/bank-id-se/rules/hint-message'
import { autostartUrl, isMobileDevice } from '../../../../../widget/screens/bank-id-se/launch-url'
import { english } from '../../../render'

describe('BankID hint codes → recommended messages (docs/architecture.md "Facts from the field")', () => {
  it.each([
    ['outstandingTransaction', false, 'rfa1'],
    ['noClient', false, 'rfa1'],
    ['outstandingTransaction', true, 'rfa13'],
    ['noClient', true, 'rfa13'],
    [undefined, false, 'rfa1'],
    ['started', false, 'rfa15'],
    ['userSign', true, 'rfa9'],
    ['somethingNew', false, 'rfa21'],
  ] as const)('pending %s (launched here: %s) → %s', (hint, here, message) => {
    expect(pendingMessage(hint, here)).toBe(message)
  })

  it.each([
    ['expiredTransaction', 'rfa8'],
    ['certificateErr', 'rfa16'],
    ['userCancel', 'rfa6'],
    ['cancelled', 'rfa3'],
    ['startFailed', 'rfa17'],
    ['whatever', 'rfa22'],
    [undefined, 'rfa22'],
  ] as const)('failed %s → %s', (hint, message) => {
    expect(failedMessage(hint)).toBe(message)
  })

  it('has English text for every message, in BankID’s words', () => {
    const hints = (english as unknown as { bankIdSe: { hints: Record<string, string> } }).bankIdSe.hints
    expect(Object.keys(hints).sort()).toEqual([
      'rfa1',
      'rfa13',
      'rfa15',
      'rfa16',
      'rfa17',
      'rfa21',
      'rfa22',
      'rfa3',
      'rfa6',
      'rfa8',
      'rfa9',
    ])
    expect(hints.rfa1).toBe('Start your BankID app.')
    expect(hints.rfa6).toBe('Action cancelled.')
  })
})

describe('BankID autostart link', () => {
  const token = '67df3917-fa0d-44e5-b327-edcc928297f8'
  it('uses the bankid: scheme with redirect=null on a computer', () => {
    expect(autostartUrl(token, false, 'https://shop.example/checkout')).toBe(
      `bankid:///?autostarttoken=${token}&redirect=null`,
    )
  })
  it('uses the universal link on a phone, returning to the session’s redirect when given', () => {
    expect(autostartUrl(token, true)).toBe(`https://app.bankid.com/?autostarttoken=${token}&redirect=null`)
    expect(autostartUrl(token, true, 'https://shop.example/checkout?a=1')).toBe(
      `https://app.bankid.com/?autostarttoken=${token}&redirect=https%3A%2F%2Fshop.example%2Fcheckout%3Fa%3D1`,
    )
  })
  it('tells phones and tablets from computers', () => {
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' })).toBe(true)
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9)' })).toBe(true)
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 })).toBe(
      true,
    )
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 0 })).toBe(
      false,
    )
    expect(isMobileDevice({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe(false)
  })
})
