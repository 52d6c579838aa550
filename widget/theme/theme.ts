export type ColorScheme = 'light' | 'dark' | 'system'

/** The scheme a native app host asks for (`native_theme`), if any. */
export type ThemeOverride = 'light' | 'dark' | null

/** `native_theme` (set by native app hosts) wins over the session's choice; light by default like most checkouts. */
export function chooseColorScheme(sessionScheme: ColorScheme | undefined, override: ThemeOverride): ColorScheme {
  return override ?? sessionScheme ?? 'light'
}

/**
 * Sets `data-theme` to light or dark. `system` follows the device setting,
 * live, so the stylesheet defines each palette once.
 */
export function applyColorScheme(
  root: HTMLElement,
  scheme: ColorScheme,
  media = globalThis.matchMedia?.('(prefers-color-scheme: dark)'),
): void {
  if (scheme !== 'system' || !media) {
    root.dataset.theme = scheme === 'system' ? 'light' : scheme
    return
  }
  const follow = () => (root.dataset.theme = media.matches ? 'dark' : 'light')
  follow()
  media.addEventListener('change', follow)
}
