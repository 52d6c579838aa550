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
  const type = screenTypeOf(strategyType)
  return (Object.hasOwn(screens, type) ? screens[type]! : fallback)()
}

/**
 * Text namespace of a strategy (locales/<lang>/<namespace>): loaded with its
 * screen. Variants share their family's text.
 */
const namespaces: Record<string, string> = {
  otp: 'otp',
  'bank-id-se': 'bankIdSe',
  'bank-id-no': 'bankIdNo',
  'bank-id-no-v2': 'bankIdNo',
  'bank-id-no-signature': 'bankIdNo',
  'bank-id-fi': 'bankIdFi',
  'bank-login': 'bankLogin',
  'bank-login-obu': 'bankLogin',
  'bureau-check': 'bureauCheck',
  'id-check': 'idCheck',
  'id-scan': 'idScan',
  'kosma-id': 'idScan',
  'klapp-authenticator': 'klappAuthenticator',
}

export const textNamespaceOf = (strategyType: string): string | undefined => namespaces[screenTypeOf(strategyType)]
