import { describe, expect, it } from 'vitest'
import { initialPath } from '../../../widget/boot/initial-path'
import { readLaunchParams } from '../../../widget/boot/launch-params'
import { chooseColorScheme } from '../../../widget/theme/theme'
import { typeAsRead } from '../fixtures'

describe('launch parameters', () => {
  it('reads the token from the fragment and switches from the query', () => {
    expect(readLaunchParams({ hash: '#a.b.c', search: '?native_theme=dark&kyca' })).toEqual({
      clientToken: 'a.b.c',
      nativeTheme: 'dark',
      kycAnytime: true,
    })
    expect(readLaunchParams({ hash: '', search: '?native_theme=purple' })).toEqual({
      clientToken: '',
      nativeTheme: null,
      kycAnytime: false,
    })
  })
  it('lets native_theme override the session colour scheme, light by default', () => {
    expect(chooseColorScheme('dark', null)).toBe('dark')
    expect(chooseColorScheme('dark', 'light')).toBe('light')
    expect(chooseColorScheme(undefined, null)).toBe('light')
  })
})

describe('initial route (spec §2.1)', () => {
  const details = (type: string, require_consent: boolean) =>
    ({ strategies: [{ type }], presentation_data: { require_consent } }) as unknown as Parameters<typeof initialPath>[0]
  it('starts on consent when asked, except for id_scan and veriff', () => {
    expect(initialPath(details('otp_phone', true))).toBe('/consent')
    expect(initialPath(details('otp_phone', false))).toBe('/')
    expect(initialPath(details('id_scan', true))).toBe('/')
    expect(initialPath(details('veriff', true))).toBe('/')
  })
  it('knows id_scan however the token spells it', () => {
    expect(initialPath(details(typeAsRead('id-scan'), true))).toBe('/')
    expect(initialPath(details(typeAsRead('id_scan'), true))).toBe('/')
  })
  it('does not ask again after a reload of a strategy this tab had started (consent came before the start)', () => {
    expect(initialPath(details('checkin', true), true)).toBe('/')
  })
})

describe('applyColorScheme', () => {
  it('sets light or dark, and follows the device for system', async () => {
    const { applyColorScheme } = await import('../../../widget/theme/theme')
    const root = document.createElement('html')
    applyColorScheme(root, 'dark')
    expect(root.dataset.theme).toBe('dark')
    let listener = () => {}
    const media = {
      matches: true,
      addEventListener: (_: string, l: () => void) => (listener = l),
    } as unknown as MediaQueryList
    applyColorScheme(root, 'system', media)
    expect(root.dataset.theme).toBe('dark')
    ;(media as { matches: boolean }).matches = false
    listener()
    expect(root.dataset.theme).toBe('light')
  })
})
