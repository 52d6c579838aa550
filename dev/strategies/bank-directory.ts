import { BANK_CODE_AT, COUNTRIES, isCountry, type Country } from '../../widget/screens/bank-login/countries.ts'

export { COUNTRIES, isCountry, type Country }

/**
 * The mock's directory of banks for bank login: a few dozen plausible banks
 * in the ten countries the bank-selection widget offers, with their BIC, the
 * bank code an IBAN carries, the login fields their online banking asks for
 * and the second factor, if any. Each has a test IBAN with real check digits
 * (tests/dev/bank-directory.test.ts checks them with ibantools).
 */

/** What a bank's login form asks for (the widget has a label for each). */
export type LoginFieldKind = 'user_id' | 'username' | 'customer_number' | 'contract_number' | 'pin' | 'password'
/** `code`: a one-time code from the bank · `app`: approval in the bank's app · `null`: none. */
export type SecondFactor = 'code' | 'app' | null

export interface DirectoryBank {
  id: string
  name: string
  country: Country
  bic: string
  /** The bank code inside the IBAN (German BLZ, Dutch bank letters, Swedish clearing…). */
  bankCode: string
  /** An IBAN of this bank for trying the search: valid length and mod-97 check digits. */
  testIban: string
  login: LoginFieldKind[]
  secondFactor: SecondFactor
}

const ID = ['user_id', 'pin'] as LoginFieldKind[]
const USER_PASSWORD = ['username', 'password'] as LoginFieldKind[]

const bank = (
  country: Country,
  name: string,
  bic: string,
  testIban: string,
  login: LoginFieldKind[],
  secondFactor: SecondFactor,
): DirectoryBank => {
  const [from, to] = BANK_CODE_AT[country]
  const id = `${country.toLowerCase()}-${name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}`
  return { id, name, country, bic, bankCode: testIban.slice(from, to), testIban, login, secondFactor }
}

export const BANKS: DirectoryBank[] = [
  bank('DE', 'Deutsche Bank', 'DEUTDEBBXXX', 'DE72100700000532013000', ID, 'app'),
  bank('DE', 'Commerzbank', 'COBADEFFXXX', 'DE89370400440532013000', ID, 'app'),
  bank('DE', 'Sparkasse KölnBonn', 'COLSDE33XXX', 'DE66370501980012345678', ['username', 'pin'], 'code'),
  bank('DE', 'ING Deutschland', 'INGDDEFFXXX', 'DE44500105175407324931', ID, 'app'),
  bank('DE', 'DKB Deutsche Kreditbank', 'BYLADEM1001', 'DE75120300001020304050', USER_PASSWORD, 'app'),
  bank('DE', 'N26', 'NTSBDEB1XXX', 'DE52100110012626262626', USER_PASSWORD, 'app'),
  bank('DE', 'Berliner Volksbank', 'BEVODEBBXXX', 'DE02100900002451122003', ['username', 'pin'], 'code'),
  bank('AT', 'Erste Bank', 'GIBAATWWXXX', 'AT132011182838421104', ['user_id', 'password'], 'app'),
  bank('AT', 'Raiffeisenlandesbank NÖ-Wien', 'RLNWATWWXXX', 'AT263200000012345678', ID, 'code'),
  bank('AT', 'Bank Austria', 'BKAUATWWXXX', 'AT391200051234567890', ID, 'app'),
  bank('AT', 'BAWAG', 'BAWAATWWXXX', 'AT091400001234567890', ID, 'code'),
  bank('BE', 'BNP Paribas Fortis', 'GEBABEBBXXX', 'BE48001123456727', ['customer_number', 'password'], 'code'),
  bank('BE', 'KBC', 'KREDBEBBXXX', 'BE36734012345681', ['customer_number', 'pin'], 'app'),
  bank('BE', 'Belfius', 'GKCCBEBBXXX', 'BE75068234567851', ['customer_number', 'pin'], 'code'),
  bank('BE', 'ING Belgium', 'BBRUBEBBXXX', 'BE85363456789006', ['customer_number', 'pin'], 'app'),
  bank('IT', 'Intesa Sanpaolo', 'BCITITMMXXX', 'IT90N0306901600100000012345', ID, 'app'),
  bank('IT', 'UniCredit', 'UNCRITMMXXX', 'IT02G0200801600000100012345', ID, 'code'),
  bank('IT', 'Banco BPM', 'BAPPIT21XXX', 'IT57E0503411701000000012345', ['user_id', 'password'], 'code'),
  bank('IT', 'Fineco', 'FEBIITM1XXX', 'IT08E0301503200000000012345', ['user_id', 'password'], 'app'),
  bank('NL', 'ABN AMRO', 'ABNANL2AXXX', 'NL91ABNA0417164300', USER_PASSWORD, 'app'),
  bank('NL', 'ING', 'INGBNL2AXXX', 'NL20INGB0001234567', USER_PASSWORD, 'app'),
  bank('NL', 'Rabobank', 'RABONL2UXXX', 'NL39RABO0300065264', ['customer_number', 'pin'], 'code'),
  bank('NL', 'bunq', 'BUNQNL2AXXX', 'NL24BUNQ2025583218', USER_PASSWORD, null),
  bank('PL', 'PKO Bank Polski', 'BPKOPLPWXXX', 'PL43102000030000012345678901', ['user_id', 'password'], 'code'),
  bank('PL', 'Bank Pekao', 'PKOPPLPWXXX', 'PL63124000010000012345678901', ['user_id', 'password'], 'code'),
  bank('PL', 'mBank', 'BREXPLPWXXX', 'PL84114000000000012345678901', ['user_id', 'password'], 'app'),
  bank('PL', 'Santander Bank Polska', 'WBKPPLPPXXX', 'PL79109000040000012345678901', ['user_id', 'password'], 'code'),
  bank('ES', 'Banco Santander', 'BSCHESMMXXX', 'ES8200490001510123456789', ['user_id', 'password'], 'code'),
  bank('ES', 'BBVA', 'BBVAESMMXXX', 'ES3401820001310123456789', ['user_id', 'password'], 'code'),
  bank('ES', 'CaixaBank', 'CAIXESBBXXX', 'ES9121000418450200051332', ID, 'app'),
  bank('ES', 'Banco Sabadell', 'BSABESBBXXX', 'ES1600810001110123456789', ['user_id', 'password'], null),
  bank('SE', 'SEB', 'ESSESESSXXX', 'SE4550000000058398257466', USER_PASSWORD, 'app'),
  bank('SE', 'Swedbank', 'SWEDSESSXXX', 'SE7280008123451234567890', ID, 'code'),
  bank('SE', 'Handelsbanken', 'HANDSESSXXX', 'SE7260000000012345678901', ID, 'app'),
  bank('SE', 'Nordea', 'NDEASESSXXX', 'SE7530000000123456789012', USER_PASSWORD, null),
  bank('CH', 'UBS', 'UBSWCHZH80A', 'CH4800230012345678901', ['contract_number', 'password'], 'app'),
  bank('CH', 'PostFinance', 'POFICHBEXXX', 'CH7609000000123456789', ['user_id', 'password'], 'code'),
  bank('CH', 'Zürcher Kantonalbank', 'ZKBKCHZZ80A', 'CH8100700110000012345', ['contract_number', 'password'], 'code'),
  bank('CH', 'Raiffeisen Schweiz', 'RAIFCH22XXX', 'CH3880808001234567890', ['contract_number', 'password'], 'app'),
  bank('GB', 'NatWest', 'NWBKGB2LXXX', 'GB29NWBK60161331926819', ['customer_number', 'pin'], 'code'),
  bank('GB', 'Barclays', 'BARCGB22XXX', 'GB60BARC20000055779911', ['customer_number', 'password'], 'app'),
  bank('GB', 'HSBC UK', 'HBUKGB4BXXX', 'GB52HBUK40051512345678', USER_PASSWORD, 'code'),
  bank('GB', 'Lloyds Bank', 'LOYDGB2LXXX', 'GB63LOYD30009412345678', ['user_id', 'password'], 'app'),
  bank('GB', 'Monzo', 'MONZGB2LXXX', 'GB62MONZ04000412345678', USER_PASSWORD, null),
]

/** Letters without accents, lower case: "Zurcher" finds "Zürcher Kantonalbank". */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/**
 * Banks of a country whose name contains the query (any case, accents
 * ignored) or whose BIC starts with it, or whose IBAN bank code is `bankCode`.
 */
export function searchBanks(
  country: Country,
  { q, bankCode }: { q?: string; bankCode?: string },
  limit = 10,
): DirectoryBank[] {
  const inCountry = BANKS.filter((b) => b.country === country)
  if (bankCode !== undefined) return inCountry.filter((b) => b.bankCode === bankCode.toUpperCase())
  const query = fold(q ?? '').trim()
  const compact = query.replace(/\s+/g, '').toUpperCase()
  return inCountry
    .filter((b) => fold(b.name).includes(query) || (compact.length >= 4 && b.bic.startsWith(compact)))
    .slice(0, limit)
}

export const bankById = (id: unknown) => BANKS.find((b) => b.id === id)
