import type { ComponentType } from 'react'
import { config } from '../config'
import { loadChunk } from './load-chunk'
import { loadStylesheet } from './load-stylesheet'
import type { ScreenProps } from './screen-props'

export type ScreenModule = { default: ComponentType<ScreenProps> }
type Loader = () => Promise<ScreenModule>

/** What the registry knows about a screen type: its chunk, its text, and what the shell adds. */
interface Entry {
  load: Loader
  /** Text namespace (locales/<lang>/<namespace>), loaded with the screen; variants share their family's. */
  namespace?: string
  /** Stylesheets loaded beside the chunk: `strategy` (what families share) and the family's own folder. */
  styles?: readonly string[]
  /** Spec §2.1: wrapped in the crash guard. */
  guarded?: boolean
  /** Spec §2.1: what this screen gets beyond the shared props. */
  extras?: (base: ScreenProps, session: { kycAnytime: boolean }) => Partial<ScreenProps>
}

const fallback: Loader = () => import('../screens/fallback/FallbackScreen')

/** id-scan and selfie-registration: one family, one chunk; the screen takes its steps from the strategy's type. */
const scan: Entry = { load: () => import('../screens/id-scan/IdScanScreen'), namespace: 'idScan', styles: ['strategy', 'id-scan'] }

const failureHandler = (base: ScreenProps): Partial<ScreenProps> => ({
  onFailure: (reason, token) => base.flow.fail({ strategy: base.strategy.type, market: base.strategy.market, reason, token, error: `strategy failure ${reason}` }),
})

/**
 * Spec §2.1: every mapped screen type, one entry per type, one folder and
 * chunk per family. Types without a screen yet load the fallback screen but
 * keep their namespace, so the server's verdict still shows their text.
 */
const screens: Record<string, Entry> = {
  otp: { load: () => import('../screens/otp/OtpScreen'), namespace: 'otp' },
  'bank-id-se': { load: () => import('../screens/bank-id-se/BankIdSeScreen'), namespace: 'bankIdSe', styles: ['strategy', 'bank-id-se'], extras: failureHandler },
  'klapp-authenticator': { load: () => import('../screens/app-approval/AppApprovalScreen'), namespace: 'klappAuthenticator', styles: ['strategy'] },
  'global-passcode': { load: () => import('../screens/passcode/PasscodeScreen'), namespace: 'passcode', styles: ['strategy'] },
  'bank-id-no': { load: fallback, namespace: 'bankIdNo' },
  'bank-id-no-v2': { load: fallback, namespace: 'bankIdNo' },
  'bank-id-no-signature': { load: fallback, namespace: 'bankIdNo' },
  'bank-id-fi': { load: fallback, namespace: 'bankIdFi' },
  'bank-login': { load: fallback, namespace: 'bankLogin' },
  'bank-login-obu': { load: fallback, namespace: 'bankLogin' },
  'bureau-check': { load: fallback, namespace: 'bureauCheck' },
  'kosma-id': { load: fallback, namespace: 'idScan', guarded: true },
  'id-scan': { ...scan, guarded: true, extras: (_, session) => ({ kycAnytime: session.kycAnytime }) },
  'selfie-registration': scan,
  'id-check': {
    load: fallback,
    namespace: 'idCheck',
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

/** A family's chunk and its stylesheet, side by side: the screen never shows unstyled. */
export async function loadScreen(strategyType: string): Promise<ScreenModule> {
  const name = screenTypeOf(strategyType)
  const { load, styles = [] } = screenEntry(strategyType)
  const sheets = styles.flatMap((sheet) => config.styles?.[sheet] ?? [])
  const [module] = await Promise.all([loadChunk(name, load), ...sheets.map((href) => loadChunk(name, () => loadStylesheet(href + (globalThis.__idvChunkQuery ?? ''))))])
  return module
}

/** Text namespace of a strategy: loaded with its screen. */
export const textNamespaceOf = (strategyType: string): string | undefined => screenEntry(strategyType).namespace
