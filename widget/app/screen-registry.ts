import type { ComponentType } from 'react'
import { config } from '../config'
import { loadChunk } from './load-chunk'
import { loadStylesheet } from './load-stylesheet'
import type { ScreenProps } from './screen-props'
import { screenTypeOf } from '../../host/screen-type'

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

const fallback: Loader = () => import('./FallbackScreen')

/** id-scan and selfie-registration: one family, one chunk; the screen takes its steps from the strategy's type. */
const scan: Entry = { load: () => import('../screens/id-scan/IdScanScreen'), namespace: 'idScan', styles: ['strategy', 'id-scan'] }

const failureHandler = (base: ScreenProps): Partial<ScreenProps> => ({
  onFailure: (reason, token, extra) => base.flow.fail({ strategy: base.strategy.type, market: base.strategy.market, reason, token, error: `strategy failure ${reason}`, ...extra }),
})

/** bank_login and its obu variant share one family (dev/session-api/bank-login.md says what differs). */
const bankLogin: Entry = { load: () => import('../screens/bank-login/BankLoginScreen'), namespace: 'bankLogin', styles: ['strategy', 'bank-login'] }
/** The partners' hosted flows (iDIN, check-in, Kosma ID, Veriff, Monthio): one family, their differences as data. */
const partner: Loader = () => import('../screens/partners/PartnerScreen')
/** Norwegian BankID and its variants share one family (spec §1). */
const bankIdNo: Entry = { load: () => import('../screens/bank-id-no/BankIdNoScreen'), namespace: 'bankIdNo', styles: ['strategy'] }

/**
 * Spec §2.1: every mapped screen type, one entry per type, one folder and
 * chunk per family. Any other type gets the fallback screen, which asks the
 * session nothing and offers only a way out.
 */
const screens: Record<string, Entry> = {
  otp: { load: () => import('../screens/otp/OtpScreen'), namespace: 'otp' },
  'bank-id-se': { load: () => import('../screens/bank-id-se/BankIdSeScreen'), namespace: 'bankIdSe', styles: ['strategy', 'bank-id-se'], extras: failureHandler },
  'klapp-authenticator': { load: () => import('../screens/klapp-authenticator/KlappAuthenticatorScreen'), namespace: 'klappAuthenticator', styles: ['strategy'] },
  'global-passcode': { load: () => import('../screens/global-passcode/GlobalPasscodeScreen'), namespace: 'passcode', styles: ['strategy'] },
  'bank-id-no': bankIdNo,
  'bank-id-no-v2': bankIdNo,
  'bank-id-no-signature': bankIdNo,
  'bank-id-fi': { load: () => import('../screens/bank-id-fi/BankIdFiScreen'), namespace: 'bankIdFi', styles: ['strategy'] },
  idin: { load: partner, namespace: 'idin', styles: ['strategy'] },
  checkin: { load: partner, namespace: 'checkin', styles: ['strategy'] },
  veriff: { load: partner, namespace: 'veriff', styles: ['strategy'] },
  monthio: { load: partner, namespace: 'monthio', styles: ['strategy'] },
  'bank-login': bankLogin,
  'bank-login-obu': bankLogin,
  'bureau-check': { load: () => import('../screens/bureau-check/BureauCheckScreen'), namespace: 'bureauCheck', styles: ['strategy'] },
  'kosma-id': { load: partner, namespace: 'kosmaId', styles: ['strategy'], guarded: true },
  'id-scan': { ...scan, guarded: true, extras: (_, session) => ({ kycAnytime: session.kycAnytime }) },
  'selfie-registration': scan,
  'id-check': {
    load: () => import('../screens/id-check/IdCheckScreen'),
    namespace: 'idCheck',
    styles: ['strategy'],
    guarded: true,
    extras: failureHandler,
  },
}

export { screenTypeOf }

/** Every screen type the registry maps (the build makes a first-screen document for each). */
export const screenTypes: readonly string[] = Object.keys(screens)

export function screenEntry(strategyType: string): Entry {
  const type = screenTypeOf(strategyType)
  return Object.hasOwn(screens, type) ? screens[type]! : { load: fallback }
}

/** Screen modules the document carries (its hinted first screen), by screen type. */
const preloaded = new Map<string, ScreenModule>()
/** Stylesheets already applied: inline in the document, or linked once. */
const applied = new Set<string>()

/**
 * The first-screen document for a hinted screen type carries that family's
 * module and stylesheets (build.mjs): registered here before the widget
 * starts, so loading that screen costs no request.
 */
export function preloadScreen(types: readonly string[], module: ScreenModule, sheets: readonly string[] = []): void {
  for (const type of types) preloaded.set(type, module)
  for (const sheet of sheets) applied.add(sheet)
}

/** A family's chunk and its stylesheet, side by side: the screen never shows unstyled. */
export async function loadScreen(strategyType: string): Promise<ScreenModule> {
  const name = screenTypeOf(strategyType)
  const { load, styles = [] } = screenEntry(strategyType)
  const sheets = styles.filter((sheet) => !applied.has(sheet))
  const ready = preloaded.get(name)
  const [module] = await Promise.all([
    ready ?? loadChunk(name, load),
    ...sheets.map((sheet) =>
      loadChunk(name, async () => {
        const href = config.styles?.[sheet]
        if (href) await loadStylesheet(href + (globalThis.__idvChunkQuery ?? ''))
        applied.add(sheet)
      }),
    ),
  ])
  return module
}

/** Text namespace of a strategy: loaded with its screen. */
export const textNamespaceOf = (strategyType: string): string | undefined => screenEntry(strategyType).namespace
