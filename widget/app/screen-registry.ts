import type { ComponentType } from 'react'
import { mappedScreenType, SCREENS, type ScreenInfo, type ScreenType } from '../../contracts/screen-catalog'
import { INLINE_FAMILIES_GLOBAL, type InlineFamily, type InlineFamilyQueue } from '../../contracts/inline-family'
import { screenTypeOf } from '../../contracts/screen-type'
import { config } from '../config'
import { loadChunk } from './load-chunk'
import { loadStylesheet } from './load-stylesheet'
import type { ScreenProps } from './screen-props'

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

/** Screen modules the document carries (its hinted family's script), by screen type. */
const preloaded = new Map<string, ScreenModule>()
/** Stylesheets already applied: inline in the document, or linked once. */
const applied = new Set<string>()
/** Loads that wait for a family the document may still be bringing. */
const waiting = new Set<() => void>()

function register(family: InlineFamily): void {
  try {
    family.r((module) => {
      for (const type of family.t) preloaded.set(type, module as ScreenModule)
      for (const sheet of family.s) applied.add(sheet)
    })
  } catch {
    // Its modules failed to evaluate: the screen loads its chunk instead, whose failure the load-failure screen shows.
  }
  for (const wake of [...waiting]) wake()
}

let adopted = false
/**
 * The first-screen document for a hinted screen type carries that family's
 * modules in a script after the shell's (contracts/inline-family.ts), which
 * may run before or after this: the families it queued are registered now,
 * and any it queues later as it comes.
 */
function adoptInlineFamilies(scope: Record<string, unknown>): void {
  if (adopted) return
  adopted = true
  const queued = scope[INLINE_FAMILIES_GLOBAL]
  scope[INLINE_FAMILIES_GLOBAL] = { push: register } satisfies InlineFamilyQueue
  if (Array.isArray(queued)) for (const family of queued as InlineFamily[]) register(family)
}

/** The document's own family, once its script has run; undefined when the document, all parsed, brought none for `type`. */
function carriedScreen(type: string, doc: Document): Promise<ScreenModule | undefined> {
  adoptInlineFamilies(globalThis as unknown as Record<string, unknown>)
  return new Promise((done) => {
    const check = () => {
      if (!preloaded.has(type) && doc.readyState === 'loading') return
      waiting.delete(check)
      doc.removeEventListener('DOMContentLoaded', check)
      done(preloaded.get(type))
    }
    waiting.add(check)
    doc.addEventListener('DOMContentLoaded', check)
    check()
  })
}

/** A family's chunk and its stylesheet, side by side: the screen never shows unstyled. */
export async function loadScreen(strategyType: string, doc: Document = document): Promise<ScreenModule> {
  const name = screenTypeOf(strategyType)
  const { load, styles = [] } = screenEntry(strategyType)
  const carried = await carriedScreen(name, doc)
  const sheets = styles.filter((sheet) => !applied.has(sheet))
  const [module] = await Promise.all([
    carried ?? loadChunk(name, load),
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
