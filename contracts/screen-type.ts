/**
 * Spec §2.1: the screen type of a strategy type is the type as spelt, with
 * underscores turned into hyphens; both one-time-code channels share one
 * screen. Dependency-free: the widget's registry, the edge (choosing the
 * document a `?s=` hint names) and the host SDK (writing that hint) all
 * spell it the same way through this one function.
 */
export function screenTypeOf(strategyType: string): string {
  const type = strategyType.replaceAll('_', '-')
  return type === 'otp-email' || type === 'otp-phone' ? 'otp' : type
}

/**
 * Spec §2.1 takes a type spelt with hyphens or underscores alike
 * (`selfie-registration`, `selfie_registration`). Inside the widget, and in
 * the session calls, it is spelt one way: the spec's strategy spelling,
 * with underscores.
 */
export const canonicalStrategyType = (strategyType: string): string => strategyType.replaceAll('-', '_')
