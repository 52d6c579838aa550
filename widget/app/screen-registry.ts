import type { ComponentType } from 'react'
import { loadChunk } from './load-chunk'
import type { ScreenProps } from './screen-props'

type ScreenModule = { default: ComponentType<ScreenProps> }
type Loader = () => Promise<ScreenModule>

const fallback: Loader = () => import('../screens/fallback/FallbackScreen')
const otp: Loader = () => import('../screens/otp/OtpScreen')

/** What the registry knows about a screen type, beyond its chunk. */
interface Entry {
  load: Loader
  /** Spec §2.1: wrapped in the crash guard. */
  guarded?: boolean
  /** Spec §2.1: what this screen gets beyond the shared props. */
  extras?: (base: ScreenProps, session: { kycAnytime: boolean }) => Partial<ScreenProps>
}

const failureHandler = (base: ScreenProps): Partial<ScreenProps> => ({
  onFailure: (reason, token) => base.flow.fail({ strategy: base.strategy.type, reason, token, error: `strategy failure ${reason}` }),
})

/**
 * Spec §2.1: screen types with a screen, a crash guard or props of their
 * own. The other mapped types (bank-id-no, -no-v2, -no-signature, bank-id-fi,
 * bank-login, -obu, bureau-check, idin, checkin, monthio,
 * klapp-authenticator, global-passcode, veriff, selfie-registration) and any
 * unknown type show the fallback screen until their screen is built here.
 */
const screens: Record<string, Entry> = {
  otp: { load: otp },
  'bank-id-se': { load: fallback, extras: failureHandler },
  'kosma-id': { load: fallback, guarded: true },
  'id-scan': { load: fallback, guarded: true, extras: (_, session) => ({ kycAnytime: session.kycAnytime }) },
  'id-check': {
    load: fallback,
    guarded: true,
    extras: (base) => ({
      ...failureHandler(base),
      sessionUrl: base.details.url,
      names: { first: base.strategy.first_name, middle: base.strategy.middle_name, last: base.strategy.last_name },
      market: base.strategy.market,
      onSuccess: (token) => base.flow.succeed(token),
      onEvent: (name, data) => base.flow.event(name, data),
    }),
  },
}

/** Spec §2.1: the type as spelt, underscores → hyphens; both OTP channels share one screen. */
export function screenTypeOf(strategyType: string): string {
  const type = strategyType.replaceAll('_', '-')
  return type === 'otp-email' || type === 'otp-phone' ? 'otp' : type
}

export function screenEntry(strategyType: string): Entry {
  const type = screenTypeOf(strategyType)
  return Object.hasOwn(screens, type) ? screens[type]! : { load: fallback }
}

export const loadScreen = (strategyType: string): Promise<ScreenModule> => loadChunk(screenTypeOf(strategyType), screenEntry(strategyType).load)

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
