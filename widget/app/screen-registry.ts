import type { ComponentType } from 'react'
import { mappedScreenType, SCREENS, type ScreenInfo, type ScreenType } from '../../contracts/screen-catalog'
import { screenTypeOf } from '../../contracts/screen-type'
import { config } from '../config'
import { loadChunk } from '../kit/load-chunk'
import { loadStylesheet } from '../kit/load-stylesheet'
import type { ScreenProps } from '../kit/screen-props'

export type ScreenModule = { default: ComponentType<ScreenProps> }
type Loader = () => Promise<ScreenModule>
type Extras = (base: ScreenProps, session: { kycAnytime: boolean }) => Partial<ScreenProps>

/** A screen type as the shell uses it: the catalog's data (contracts/screen-catalog.ts), its chunk, and what the shell adds. */
interface Entry extends ScreenInfo {
  load: Loader
  /** Spec §2.1: what this screen gets beyond the shared props. */
  extras?: Extras
}

const bankIdNo: Loader = () => import('../screens/bank-id-no/BankIdNoScreen')
const bankLogin: Loader = () => import('../screens/bank-login/BankLoginScreen')
const scan: Loader = () => import('../screens/id-scan/IdScanScreen')
/** The partners' hosted flows (iDIN, check-in, Kosma ID, Veriff, Monthio): one family, their differences as data. */
const partner: Loader = () => import('../screens/partners/PartnerScreen')

/**
 * Each screen type's chunk, on demand: the modules the catalog names for
 * the build (SCREEN_MODULES). Only the shell imports this file, so nothing a
 * screen imports reaches every screen.
 */
const loaders: Record<ScreenType, Loader> = {
  otp: () => import('../screens/otp/OtpScreen'),
  'bank-id-se': () => import('../screens/bank-id-se/BankIdSeScreen'),
  'klapp-authenticator': () => import('../screens/klapp-authenticator/KlappAuthenticatorScreen'),
  'global-passcode': () => import('../screens/global-passcode/GlobalPasscodeScreen'),
  'bank-id-no': bankIdNo,
  'bank-id-no-v2': bankIdNo,
  'bank-id-no-signature': bankIdNo,
  'bank-id-fi': () => import('../screens/bank-id-fi/BankIdFiScreen'),
  idin: partner,
  checkin: partner,
  veriff: partner,
  monthio: partner,
  'bank-login': bankLogin,
  'bank-login-obu': bankLogin,
  'bureau-check': () => import('../screens/bureau-check/BureauCheckScreen'),
  'kosma-id': partner,
  'id-scan': scan,
  'selfie-registration': scan,
  'id-check': () => import('../screens/id-check/IdCheckScreen'),
}

const fallback: Loader = () => import('./FallbackScreen')

const failureHandler = (base: ScreenProps): Partial<ScreenProps> => ({
  onFailure: (reason, token, extra) =>
    base.flow.fail({
      strategy: base.strategy.type,
      market: base.strategy.market,
      reason,
      token,
      error: `strategy failure ${reason}`,
      ...extra,
    }),
})

/** Spec §2.1: what a screen type gets beyond the shared props, by screen type. */
const extras: Partial<Record<ScreenType, Extras>> = {
  'bank-id-se': failureHandler,
  'id-scan': (_, session) => ({ kycAnytime: session.kycAnytime }),
  'id-check': failureHandler,
}

export function screenEntry(strategyType: string): Entry {
  const type = mappedScreenType(strategyType)
  return type ? { ...SCREENS[type], load: loaders[type], extras: extras[type] } : { load: fallback }
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
