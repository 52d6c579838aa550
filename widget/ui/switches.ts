/**
 * Feature switches (spec §3) with their defaults. The session may override
 * any of them in `presentation_data.features`.
 */
export interface Switches {
  /** Hide the provider's logo and brand colour for white-label merchants. */
  whiteLabel: boolean
  /** Strategy intros combined into one dialog rather than a sequence of popups. */
  combinedPopup: boolean
  illustrations: boolean
  inputIcons: boolean
  skipAnimations: boolean
  shoppingBasket: boolean
}

export const DEFAULT_SWITCHES: Switches = {
  whiteLabel: false,
  combinedPopup: true,
  illustrations: true,
  inputIcons: true,
  skipAnimations: false,
  shoppingBasket: true,
}

/** Each switch as the session names it (snake_case); the build renders with these too (tools/build/prerender.ts). */
export const FEATURE_KEYS: Record<string, keyof Switches> = {
  white_label: 'whiteLabel',
  combined_popup: 'combinedPopup',
  illustrations: 'illustrations',
  input_icons: 'inputIcons',
  skip_animations: 'skipAnimations',
  shopping_basket: 'shoppingBasket',
}

/**
 * Defaults overridden by the session's booleans. Unknown keys and values of
 * another type keep the default, so a newer server cannot break an older widget.
 */
export function resolveSwitches(features: Record<string, unknown> | undefined): Switches {
  const switches = { ...DEFAULT_SWITCHES }
  for (const [key, name] of Object.entries(FEATURE_KEYS)) {
    const value = features?.[key]
    if (typeof value === 'boolean') switches[name] = value
  }
  return switches
}
