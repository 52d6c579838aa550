import { screenTypeOf } from './screen-type.ts'

/** What differs between the screen types one family shows; anything left out is the family's. */
export interface TypeFacts {
  /** Text namespace (locales/<lang>/<namespace>), loaded with the screen. */
  namespace?: string
  /** Spec §2.1: wrapped in the crash guard. */
  guarded?: boolean
  /** Spec §2.1: the strategy asks for consent itself, so the shell's consent step never opens it. */
  ownConsent?: boolean
  /** Spec §2.1: what the shell gives this screen beyond the shared props (app/screen-registry.ts). */
  props?: readonly ('onFailure' | 'kycAnytime')[]
  /** Spec §2.3: the cancel confirmation shows the phone illustration (a strategy confirmed on the shopper's phone). */
  phoneOnCancel?: boolean
}

/** A family: one folder (widget/screens/<family>/), one chunk, one first-screen document per screen type it shows. */
export interface Family extends TypeFacts {
  /** Its module's file name in its folder, when not `<Family>Screen.tsx` (the folder's name in PascalCase). */
  screen?: string
  /** Stylesheets loaded beside the chunk: `strategy` (what the kit's steps share) and the family's own folder's. */
  styles?: readonly string[]
  /**
   * Spec §2.1: each screen type it shows, by its spelling with hyphens
   * (contracts/screen-type.ts), with what differs; left out, the one type
   * spelt as the family's folder.
   */
  types?: Readonly<Record<string, TypeFacts>>
}

const kitStyles = ['strategy'] as const

/**
 * Every family, one entry each: all the shell, the build and the edge need
 * to know about it (docs/adding-a-family.md). The build (tools/build/screen-catalog.ts)
 * makes a first-screen document for each screen type from it without running
 * any widget code; the widget's loaders (widget/app/screen-registry.ts) import
 * each family's module, one loader per family, kept to these keys by their
 * type; and the build refuses a module here that is no lazy entry of theirs.
 * Any other type gets the fallback screen, which asks the session nothing
 * and offers only a way out.
 */
export const FAMILIES = {
  otp: { namespace: 'otp' },

  'bank-id-se': {
    namespace: 'bankIdSe',
    styles: ['strategy', 'bank-id-se'],
    props: ['onFailure'],
  },
  'klapp-authenticator': {
    namespace: 'klappAuthenticator',
    styles: kitStyles,
    phoneOnCancel: true,
  },
  'global-passcode': { namespace: 'passcode', styles: kitStyles },
  /** Norwegian BankID and its variants (spec §1). */
  'bank-id-no': {
    namespace: 'bankIdNo',
    styles: kitStyles,
    types: { 'bank-id-no': {}, 'bank-id-no-v2': {}, 'bank-id-no-signature': {} },
  },
  'bank-id-fi': { namespace: 'bankIdFi', styles: kitStyles },
  /** iDIN, check-in, Kosma ID, Veriff and Monthio: one family, their differences as data. */
  partners: {
    screen: 'PartnerScreen',
    styles: kitStyles,
    types: {
      idin: { namespace: 'idin' },
      checkin: { namespace: 'checkin' },
      veriff: { namespace: 'veriff', ownConsent: true },
      monthio: { namespace: 'monthio' },
      'kosma-id': { namespace: 'kosmaId', guarded: true },
    },
  },
  /** bank_login and its obu variant (dev/session-api/bank-login.md says what differs). */
  'bank-login': {
    namespace: 'bankLogin',
    styles: ['strategy', 'bank-login'],
    types: { 'bank-login': {}, 'bank-login-obu': {} },
  },
  'bureau-check': { namespace: 'bureauCheck', styles: kitStyles },
  /** One family: the screen takes its steps from the strategy's type. */
  'id-scan': {
    namespace: 'idScan',
    styles: ['strategy', 'id-scan'],
    types: {
      'id-scan': { guarded: true, ownConsent: true, props: ['kycAnytime'] },
      'selfie-registration': {},
    },
  },
  'id-check': {
    namespace: 'idCheck',
    styles: kitStyles,
    guarded: true,
    props: ['onFailure'],
  },
} as const satisfies Record<string, Family>

export type FamilyName = keyof typeof FAMILIES

/**
 * Groups and texts of a family's namespace that only its lazy parts show (its
 * later steps): its first-screen documents leave them out, and those parts wait
 * for the complete text as they wait for their code (widget/kit/later-text.ts).
 * Only the build reads this table, so no document carries it.
 */
export const LATER_TEXT: Partial<Record<FamilyName, readonly string[]>> = {
  // The code step's (CodeEntry.tsx) and the send errors' (SendErrorPart.tsx): about 0.4 KB brotli in Greek.
  otp: [
    'entryTitle',
    'codeLabel',
    'sentTo',
    'arrivalHint',
    'resend',
    'resent',
    'verifying',
    'wrongCode',
    'wrongCodeAgain',
    'attemptsLeft',
    'checkFailed',
    'ratesApply',
    'changeNumber',
    'sendoutDelays',
    'sendErrors',
  ],
  // The retry step's (a form the session asks for after the bureau looked).
  'bureau-check': ['retry'],
  // The capture page's and the retry step's (about 2 KB brotli in Greek).
  'id-scan': ['capture', 'review', 'faceScan', 'upload', 'camera', 'sending', 'retry'],
  // The document form's and the check's wait (its later steps' chunk); the first screen is the consent.
  'id-check': ['document', 'fields', 'formats', 'loading'],
}
export type ScreenType = {
  [F in FamilyName]: (typeof FAMILIES)[F] extends { types: infer T } ? keyof T : F
}[FamilyName] &
  string

/** What the widget needs to know about a screen type before its code is here: its family's facts, with the type's own over them. */
export interface ScreenInfo extends Omit<Family, 'types' | 'screen'> {
  type: ScreenType
  family: FamilyName
}

/** Each mapped screen type, resolved. */
export const SCREENS = Object.fromEntries(
  Object.entries(FAMILIES as Record<FamilyName, Family>).flatMap(
    ([family, { types = { [family]: {} }, screen: _, ...facts }]) =>
      Object.entries(types).map(([type, own]) => [type, { ...facts, ...own, type, family }]),
  ),
) as Readonly<Record<ScreenType, ScreenInfo>>

/** The module of the family that shows each screen type, for the build (nothing in the widget reads it). */
export const moduleOf = (family: FamilyName): string => {
  const screen =
    (FAMILIES[family] as Family).screen ??
    `${family.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Screen`
  return `widget/screens/${family}/${screen}.tsx`
}

/** The screen a strategy type maps to, either spelling, resolved once where it is read; none for a type the catalog does not map. */
export function screenInfoOf(strategyType: string): ScreenInfo | undefined {
  const type = screenTypeOf(strategyType)
  return Object.hasOwn(SCREENS, type) ? SCREENS[type as ScreenType] : undefined
}
