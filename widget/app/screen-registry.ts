import type { ComponentType } from 'react'
import { type FamilyName, type ScreenInfo, screenInfoOf } from '../../contracts/screen-catalog'
import { screenTypeOf } from '../../contracts/screen-type'
import { config } from '../config'
import { loadChunk } from '../kit/load-chunk'
import { loadStylesheet } from '../kit/load-stylesheet'
import type { ScreenProps } from '../kit/screen-props'

export type ScreenModule = { default: ComponentType<ScreenProps> }
type Loader = () => Promise<ScreenModule>
type Extras = (base: ScreenProps, session: { kycAnytime: boolean }) => Partial<ScreenProps>

/**
 * A strategy type as the shell uses it, resolved once where it is read: the
 * catalog's facts (contracts/screen-catalog.ts), its family's chunk, and
 * what the shell adds. `info` is absent for a type the catalog does not map.
 */
export interface Entry {
  /** The screen type, or the strategy type as spelt for the fallback. */
  name: string
  info?: ScreenInfo
  load: Loader
  /** Spec §2.1: what this screen gets beyond the shared props. */
  extras?: Extras
}

/**
 * Each family's chunk, on demand: the one table the catalog cannot hold,
 * since esbuild splits at `import()` of a literal path. Its keys are the
 * catalog's families (the type says so), and the build refuses a family
 * whose module (contracts/screen-catalog.ts `moduleOf`) is no lazy entry
 * here. Only the shell imports this file, so nothing a screen imports
 * reaches every screen.
 */
const loaders: Record<FamilyName, Loader> = {
  otp: () => import('../screens/otp/OtpScreen'),
  'bank-id-se': () => import('../screens/bank-id-se/BankIdSeScreen'),
  'klapp-authenticator': () => import('../screens/klapp-authenticator/KlappAuthenticatorScreen'),
  'global-passcode': () => import('../screens/global-passcode/GlobalPasscodeScreen'),
  'bank-id-no': () => import('../screens/bank-id-no/BankIdNoScreen'),
  'bank-id-fi': () => import('../screens/bank-id-fi/BankIdFiScreen'),
  partners: () => import('../screens/partners/PartnerScreen'),
  'bank-login': () => import('../screens/bank-login/BankLoginScreen'),
  'bureau-check': () => import('../screens/bureau-check/BureauCheckScreen'),
  'id-scan': () => import('../screens/id-scan/IdScanScreen'),
  'id-check': () => import('../screens/id-check/IdCheckScreen'),
}

const fallback: Loader = () => import('./FallbackScreen')

/** Spec §2.1: what a screen gets beyond the shared props, by the name the catalog gives it (`props`). */
const PROPS: Record<NonNullable<ScreenInfo['props']>[number], Extras> = {
  onFailure: (base) => ({
    onFailure: (reason, token, extra) =>
      base.flow.fail({
        strategy: base.strategy.type,
        market: base.strategy.market,
        reason,
        token,
        error: `strategy failure ${reason}`,
        ...extra,
      }),
  }),
  kycAnytime: (_, session) => ({ kycAnytime: session.kycAnytime }),
}

const extrasOf = (names: ScreenInfo['props']): Extras | undefined =>
  names?.length ? (base, session) => Object.assign({}, ...names.map((name) => PROPS[name](base, session))) : undefined

export function screenEntry(strategyType: string): Entry {
  const info = screenInfoOf(strategyType)
  return info
    ? { name: info.type, info, load: loaders[info.family], extras: extrasOf(info.props) }
    : { name: screenTypeOf(strategyType), load: fallback }
}

/** Screen modules the document carries (its hinted first screen), by screen type. */
const preloaded = new Map<string, ScreenModule>()
/** Stylesheets already applied: inline in the document, or linked once. */
const applied = new Set<string>()

/**
 * The first-screen document for a hinted screen type carries that family's
 * module and stylesheets (build.ts): registered here before the widget
 * starts, so loading that screen costs no request.
 */
export function preloadScreen(types: readonly string[], module: ScreenModule, sheets: readonly string[] = []): void {
  for (const type of types) preloaded.set(type, module)
  for (const sheet of sheets) applied.add(sheet)
}

/** A family's chunk and its stylesheet, side by side: the screen never shows unstyled. */
export async function loadScreen({ name, info, load }: Entry): Promise<ScreenModule> {
  const styles = info?.styles ?? []
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
