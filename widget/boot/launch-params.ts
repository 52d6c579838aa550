import type { ThemeOverride } from '../theme/theme'

export interface LaunchParams {
  /** The bearer credential. Never log it, never put it in another URL. */
  clientToken: string
  nativeTheme: ThemeOverride
  /** `kyca` present: KYC-anytime mode. */
  kycAnytime: boolean
}

/** Reads how the host launched the widget: token in the fragment, switches in the query. */
export function readLaunchParams(location: Pick<Location, 'hash' | 'search'>): LaunchParams {
  const query = new URLSearchParams(location.search)
  const theme = query.get('native_theme')
  return {
    clientToken: location.hash.replace(/^#/, ''),
    nativeTheme: theme === 'light' || theme === 'dark' ? theme : null,
    kycAnytime: query.has('kyca'),
  }
}
