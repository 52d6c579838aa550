import type { ThemeOverride } from '../boot/launch-params'

export type ColorScheme = 'light' | 'dark' | 'system'

/** `native_theme` (set by native app hosts) wins over the session's choice; light by default like most checkouts. */
export function chooseColorScheme(sessionScheme: ColorScheme | undefined, override: ThemeOverride): ColorScheme {
  return override ?? sessionScheme ?? 'light'
}

export function applyColorScheme(root: HTMLElement, scheme: ColorScheme): void {
  root.dataset.theme = scheme
}
