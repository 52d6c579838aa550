import { screenTypeOf } from './screen-type.ts'

const bankIdNo = 'widget/screens/bank-id-no/BankIdNoScreen.tsx'
const bankLogin = 'widget/screens/bank-login/BankLoginScreen.tsx'
const idScan = 'widget/screens/id-scan/IdScanScreen.tsx'
/** iDIN, check-in, Kosma ID, Veriff and Monthio: one family, their differences as data. */
const partner = 'widget/screens/partners/PartnerScreen.tsx'

/**
 * Spec §2.1: every mapped screen type, by its spelling with hyphens
 * (contracts/screen-type.ts), and the module of the family that shows it
 * (one folder and chunk per family; variants share their family's). Data for
 * the build (tools/build/screen-catalog.ts), which makes a first-screen document
 * for each type from it without running any widget code; the widget's
 * loaders (widget/app/screen-registry.ts) import the same modules, and the
 * build refuses one that is no lazy entry of theirs. Nothing in the widget
 * reads this object, so its bundles leave it out. Any other type gets the
 * fallback screen, which asks the session nothing and offers only a way out.
 */
export const SCREEN_MODULES = {
  otp: 'widget/screens/otp/OtpScreen.tsx',
  'bank-id-se': 'widget/screens/bank-id-se/BankIdSeScreen.tsx',
  'klapp-authenticator': 'widget/screens/klapp-authenticator/KlappAuthenticatorScreen.tsx',
  'global-passcode': 'widget/screens/global-passcode/GlobalPasscodeScreen.tsx',
  /** Norwegian BankID and its variants (spec §1). */
  'bank-id-no': bankIdNo,
  'bank-id-no-v2': bankIdNo,
  'bank-id-no-signature': bankIdNo,
  'bank-id-fi': 'widget/screens/bank-id-fi/BankIdFiScreen.tsx',
  idin: partner,
  checkin: partner,
  veriff: partner,
  monthio: partner,
  /** bank_login and its obu variant (dev/session-api/bank-login.md says what differs). */
  'bank-login': bankLogin,
  'bank-login-obu': bankLogin,
  'bureau-check': 'widget/screens/bureau-check/BureauCheckScreen.tsx',
  'kosma-id': partner,
  /** One family: the screen takes its steps from the strategy's type. */
  'id-scan': idScan,
  'selfie-registration': idScan,
  'id-check': 'widget/screens/id-check/IdCheckScreen.tsx',
} as const

export type ScreenType = keyof typeof SCREEN_MODULES

/** What the widget needs to know about a screen type before its code is here. */
export interface ScreenInfo {
  /** Text namespace (locales/<lang>/<namespace>), loaded with the screen; variants share their family's. */
  namespace?: string
  /** Stylesheets loaded beside the chunk: `strategy` (what families share) and the family's own folder. */
  styles?: readonly string[]
  /** Spec §2.1: wrapped in the crash guard. */
  guarded?: boolean
}

const scan: ScreenInfo = { namespace: 'idScan', styles: ['strategy', 'id-scan'] }
const bankLoginInfo: ScreenInfo = { namespace: 'bankLogin', styles: ['strategy', 'bank-login'] }
const bankIdNoInfo: ScreenInfo = { namespace: 'bankIdNo', styles: ['strategy'] }

/** Each mapped screen type's text, styles and guard. */
export const SCREENS: Readonly<Record<ScreenType, ScreenInfo>> = {
  otp: { namespace: 'otp' },
  'bank-id-se': { namespace: 'bankIdSe', styles: ['strategy', 'bank-id-se'] },
  'klapp-authenticator': { namespace: 'klappAuthenticator', styles: ['strategy'] },
  'global-passcode': { namespace: 'passcode', styles: ['strategy'] },
  'bank-id-no': bankIdNoInfo,
  'bank-id-no-v2': bankIdNoInfo,
  'bank-id-no-signature': bankIdNoInfo,
  'bank-id-fi': { namespace: 'bankIdFi', styles: ['strategy'] },
  idin: { namespace: 'idin', styles: ['strategy'] },
  checkin: { namespace: 'checkin', styles: ['strategy'] },
  veriff: { namespace: 'veriff', styles: ['strategy'] },
  monthio: { namespace: 'monthio', styles: ['strategy'] },
  'bank-login': bankLoginInfo,
  'bank-login-obu': bankLoginInfo,
  'bureau-check': { namespace: 'bureauCheck', styles: ['strategy'] },
  'kosma-id': { namespace: 'kosmaId', styles: ['strategy'], guarded: true },
  'id-scan': { ...scan, guarded: true },
  'selfie-registration': scan,
  'id-check': { namespace: 'idCheck', styles: ['strategy'], guarded: true },
}

/** The screen type a strategy type maps to, either spelling; none for a type the catalog does not map. */
export function mappedScreenType(strategyType: string): ScreenType | undefined {
  const type = screenTypeOf(strategyType)
  return Object.hasOwn(SCREENS, type) ? (type as ScreenType) : undefined
}

/** Text namespace of a strategy: loaded with its screen. */
export const textNamespaceOf = (strategyType: string): string | undefined => {
  const type = mappedScreenType(strategyType)
  return type && SCREENS[type].namespace
}
