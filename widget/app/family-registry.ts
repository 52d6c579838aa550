import { type FamilyName, screenInfoOf } from '../../contracts/screen-catalog'
import { screenTypeOf } from '../../contracts/screen-type'
import { type Entry, entryFor, type Loader } from './screen-entry'

/**
 * Each family's chunk, on demand: the one table the catalog cannot hold,
 * since esbuild splits at `import()` of a literal path. Its keys are the
 * catalog's families (the type says so), and the build refuses a family
 * whose module (contracts/screen-catalog.ts `moduleOf`) is no lazy entry
 * here. A chunk of its own with the catalog (./screen-registry.ts
 * `loadEntry`): a first-screen document knows its own family, and needs
 * the others only when the session moves on to one.
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

declare const __IDV_FAMILY_SHEETS__: string
/**
 * The families' stylesheets by name (tools/build/family-styles.ts): here, not in the config every document
 * carries, since a document has its own family's inline and needs another's only with this table.
 */
const sheets: Readonly<Record<string, string>> = JSON.parse(__IDV_FAMILY_SHEETS__)

/** Any strategy type's entry: its family's, or the fallback screen's for a type the catalog does not map. */
export function entryOf(strategyType: string): Entry {
  const info = screenInfoOf(strategyType)
  return info ? entryFor(info, loaders[info.family], sheets) : { name: screenTypeOf(strategyType), load: fallback }
}
