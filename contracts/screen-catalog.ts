import { screenTypeOf } from './screen-type.ts'

/**
 * The module of each strategy family's screen, one folder and chunk per
 * family. Data for the build (tools/screen-catalog.mjs), which makes a
 * first-screen document for each screen type from it without evaluating any
 * widget code; the widget's loaders (widget/app/screen-registry.ts) import
 * the same modules, and the build refuses one that is no lazy entry of theirs.
 * Nothing in the widget reads this object, so its bundles leave it out.
 */
export const FAMILY_MODULES = {
  otp: 'widget/screens/otp/OtpScreen.tsx',
  'bank-id-se': 'widget/screens/bank-id-se/BankIdSeScreen.tsx',
  'app-approval': 'widget/screens/app-approval/AppApprovalScreen.tsx',
  passcode: 'widget/screens/passcode/PasscodeScreen.tsx',
  'bank-id-no': 'widget/screens/bank-id-no/BankIdNoScreen.tsx',
  'bank-id-fi': 'widget/screens/bank-id-fi/BankIdFiScreen.tsx',
  idin: 'widget/screens/idin/IdinScreen.tsx',
  checkin: 'widget/screens/checkin/CheckinScreen.tsx',
  veriff: 'widget/screens/veriff/VeriffScreen.tsx',
  monthio: 'widget/screens/monthio/MonthioScreen.tsx',
  'bank-login': 'widget/screens/bank-login/BankLoginScreen.tsx',
  'bureau-check': 'widget/screens/bureau-check/BureauCheckScreen.tsx',
  'kosma-id': 'widget/screens/kosma-id/KosmaIdScreen.tsx',
  'id-scan': 'widget/screens/id-scan/IdScanScreen.tsx',
  'id-check': 'widget/screens/id-check/IdCheckScreen.tsx',
} as const

export type Family = keyof typeof FAMILY_MODULES

/** What a screen type is, as data: who shows it, with which text and styles. */
export interface ScreenInfo {
  family: Family
  /** Text namespace (locales/<lang>/<namespace>), loaded with the screen; variants share their family's. */
  namespace?: string
  /** Stylesheets loaded beside the chunk: `strategy` (what families share) and the family's own folder. */
  styles?: readonly string[]
  /** Spec §2.1: wrapped in the crash guard. */
  guarded?: boolean
}

/** id-scan and selfie-registration: one family, one chunk; the screen takes its steps from the strategy's type. */
const scan: ScreenInfo = { family: 'id-scan', namespace: 'idScan', styles: ['strategy', 'id-scan'] }
/** bank_login and its obu variant share one family (dev/session-api/bank-login.md says what differs). */
const bankLogin: ScreenInfo = { family: 'bank-login', namespace: 'bankLogin', styles: ['strategy', 'bank-login'] }
/** Norwegian BankID and its variants share one family (spec §1). */
const bankIdNo: ScreenInfo = { family: 'bank-id-no', namespace: 'bankIdNo', styles: ['strategy'] }

/**
 * Spec §2.1: every mapped screen type, by its spelling with hyphens
 * (contracts/screen-type.ts). Any other type gets the fallback screen, which
 * asks the session nothing and offers only a way out.
 */
export const SCREENS: Readonly<Record<string, ScreenInfo>> = {
  otp: { family: 'otp', namespace: 'otp' },
  'bank-id-se': { family: 'bank-id-se', namespace: 'bankIdSe', styles: ['strategy', 'bank-id-se'] },
  'klapp-authenticator': { family: 'app-approval', namespace: 'klappAuthenticator', styles: ['strategy'] },
  'global-passcode': { family: 'passcode', namespace: 'passcode', styles: ['strategy'] },
  'bank-id-no': bankIdNo,
  'bank-id-no-v2': bankIdNo,
  'bank-id-no-signature': bankIdNo,
  'bank-id-fi': { family: 'bank-id-fi', namespace: 'bankIdFi', styles: ['strategy'] },
  idin: { family: 'idin', namespace: 'idin', styles: ['strategy'] },
  checkin: { family: 'checkin', namespace: 'checkin', styles: ['strategy'] },
  veriff: { family: 'veriff', namespace: 'veriff', styles: ['strategy'] },
  monthio: { family: 'monthio', namespace: 'monthio', styles: ['strategy'] },
  'bank-login': bankLogin,
  'bank-login-obu': bankLogin,
  'bureau-check': { family: 'bureau-check', namespace: 'bureauCheck', styles: ['strategy'] },
  'kosma-id': { family: 'kosma-id', namespace: 'kosmaId', styles: ['strategy'], guarded: true },
  'id-scan': { ...scan, guarded: true },
  'selfie-registration': scan,
  'id-check': { family: 'id-check', namespace: 'idCheck', styles: ['strategy'], guarded: true },
}

/** The catalog's entry for a strategy type, either spelling; none for a type it does not map. */
export function screenInfo(strategyType: string): ScreenInfo | undefined {
  const type = screenTypeOf(strategyType)
  return Object.hasOwn(SCREENS, type) ? SCREENS[type] : undefined
}

/** Text namespace of a strategy: loaded with its screen. */
export const textNamespaceOf = (strategyType: string): string | undefined => screenInfo(strategyType)?.namespace
