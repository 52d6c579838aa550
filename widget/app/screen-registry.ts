import type { ComponentType } from 'react'
import type { ScreenProps } from './screen-props'

type ScreenModule = { default: ComponentType<ScreenProps> }

/**
 * Screen type → lazily loaded screen. Each entry is its own chunk, so the
 * first screen pays only for the strategy it shows.
 */
const screens: Record<string, () => Promise<ScreenModule>> = {
  otp: () => import('../screens/otp/OtpScreen'),
}

const fallback = () => import('../screens/fallback/FallbackScreen')

/** Spec §2.1: the type as spelt, underscores → hyphens; both OTP channels share one screen. */
export function screenTypeOf(strategyType: string): string {
  const type = strategyType.replaceAll('_', '-')
  return type === 'otp-email' || type === 'otp-phone' ? 'otp' : type
}

export function loadScreen(strategyType: string): Promise<ScreenModule> {
  return (Object.hasOwn(screens, screenTypeOf(strategyType)) ? screens[screenTypeOf(strategyType)]! : fallback)()
}

export const hasScreen = (strategyType: string) => Object.hasOwn(screens, screenTypeOf(strategyType))
