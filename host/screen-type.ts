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
