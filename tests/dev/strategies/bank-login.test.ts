// @vitest-environment node
import { extractIBAN, isValidBIC, isValidIBAN } from 'ibantools'
import { describe, expect, it } from 'vitest'
import { BANKS, COUNTRIES, searchBanks } from '../../../dev/strategies/bank-directory'
import { VERIFY_MS } from '../../../dev/strategies/bank-login'
import { readBankQuery } from '../../../widget/screens/bank-login/rules/bank-query'
import { mockServer } from '../mock-harness'

describe('mock bank directory', () => {
  it('has a few dozen banks in each of the ten countries, with valid test IBANs and BICs of their country', () => {
    expect(BANKS.length).toBeGreaterThanOrEqual(30)
    for (const country of COUNTRIES)
      expect(BANKS.filter((b) => b.country === country).length, country).toBeGreaterThanOrEqual(3)
    for (const bank of BANKS) {
      expect(isValidIBAN(bank.testIban), bank.name).toBe(true)
      expect(extractIBAN(bank.testIban).countryCode, bank.name).toBe(bank.country)
      expect(isValidBIC(bank.bic), bank.name).toBe(true)
      expect(bank.bic.slice(4, 6), bank.name).toBe(bank.country)
    }
    expect(new Set(BANKS.map((b) => b.id)).size).toBe(BANKS.length)
  })

  it('every test IBAN, read as the widget reads it, finds exactly its bank', () => {
    for (const bank of BANKS) {
      const query = readBankQuery(bank.testIban.replace(/(.{4})/g, '$1 '))
      expect(query, bank.name).toEqual({ kind: 'iban', country: bank.country, bankCode: bank.bankCode })
      if (query.kind !== 'iban') continue
      expect(
        searchBanks(query.country, { bankCode: query.bankCode }).map((b) => b.id),
        bank.name,
      ).toEqual([bank.id])
    }
  })

  it('finds by name (any case, accents ignored) and by BIC, within the country', () => {
    expect(searchBanks('CH', { q: 'zurcher' }).map((b) => b.name)).toEqual(['Zürcher Kantonalbank'])
    expect(searchBanks('DE', { q: 'COBADEFF' }).map((b) => b.name)).toEqual(['Commerzbank'])
    expect(searchBanks('DE', { q: 'NWBK' })).toEqual([])
    expect(searchBanks('AT', { q: 'BANK' }).map((b) => b.name)).toEqual([
      'Erste Bank',
      'Raiffeisenlandesbank NÖ-Wien',
      'Bank Austria',
    ])
  })
})

describe('mock bank login', () => {
  const TYPE = 'bank_login'

  async function loggedIn(market: string, bankName: string, scenario?: string) {
    const { session, clock } = mockServer()
    const s = await session({ strategy: TYPE, market, scenario })
    await s.call(TYPE, 'start', { consent: true })
    const found = await s.read(TYPE, `banks?country=${market}&q=${encodeURIComponent(bankName)}`)
    const id = (found.body.banks as Array<{ id: string }>)[0]!.id
    const chosen = await s.call(TYPE, 'select', { bank_id: id })
    const fields = (chosen.body.bank as { login_fields: Array<{ name: string; kind: string }> }).login_fields
    const credentials = (secret: string) =>
      Object.fromEntries(fields.map((f) => [f.name, f.kind === 'pin' || f.kind === 'password' ? secret : 'demo']))
    return { s, clock, id, credentials }
  }

  it('consent first; the search needs a country and three characters; the bank suggested is the market’s first', async () => {
    const { session } = mockServer()
    const s = await session({ strategy: TYPE, market: 'DE' })
    expect((await s.read(TYPE)).body).toMatchObject({
      consented: false,
      suggested_bank: { name: 'Deutsche Bank', country: 'DE' },
    })
    expect((await s.call(TYPE, 'select', { bank_id: 'de-deutsche-bank' })).status).toBe(409)
    expect((await s.call(TYPE, 'start', {})).status).toBe(400)
    expect((await s.call(TYPE, 'start', { consent: true })).body).toMatchObject({ consented: true })
    expect((await s.read(TYPE, 'banks?country=DE&q=co')).status).toBe(400)
    expect((await s.read(TYPE, 'banks?country=FR&q=credit')).status).toBe(400)
    expect((await s.read(TYPE, 'banks?country=NL&bank_code=ABNA')).body).toEqual({
      banks: [{ id: 'nl-abn-amro', name: 'ABN AMRO', country: 'NL', bic: 'ABNANL2AXXX' }],
    })
  })

  it('right credentials and a right code: the session reads the account, then succeeds', async () => {
    const { s, clock, id, credentials } = await loggedIn('DE', 'sparkasse')
    expect((await s.call(TYPE, 'login', { bank_id: id, credentials: credentials('0000') })).body).toEqual({
      error: 'wrong_credentials',
      attempts_remaining: 2,
    })
    expect((await s.call(TYPE, 'login', { bank_id: id, credentials: credentials('1234') })).body).toMatchObject({
      pending: { kind: 'bank_code' },
      code_length: 6,
    })
    expect((await s.call(TYPE, 'code', { code: '000000' })).body).toEqual({
      error: 'wrong_code',
      attempts_remaining: 2,
    })
    expect((await s.call(TYPE, 'code', { code: '123456' })).body).toMatchObject({
      status: 'in_progress',
      pending: { kind: 'bank_data' },
    })
    clock.now += VERIFY_MS
    expect((await s.read(TYPE)).body).toMatchObject({ status: 'success', token: expect.stringMatching(/^rt_/) })
  })

  it('approval in the bank’s app: approve goes on to the check, cancel undoes the login, reject fails with the reason', async () => {
    const { s, id, credentials } = await loggedIn('DE', 'commerz')
    await s.call(TYPE, 'login', { bank_id: id, credentials: credentials('1234') })
    expect(await s.dev()).toMatchObject({ pending: { kind: 'bank_app' } })
    await s.external({ outcome: 'cancel' })
    expect((await s.read(TYPE)).body).toMatchObject({ pending: null, bank: { name: 'Commerzbank' } })
    await s.call(TYPE, 'login', { bank_id: id, credentials: credentials('1234') })
    await s.external({ outcome: 'approve' })
    expect((await s.read(TYPE)).body).toMatchObject({ status: 'in_progress', pending: { kind: 'bank_data' } })

    const other = await loggedIn('DE', 'commerz')
    await other.s.call(TYPE, 'login', { bank_id: other.id, credentials: other.credentials('1234') })
    await other.s.external({ outcome: 'reject', reason: 'user-mismatch' })
    expect((await other.s.read(TYPE)).body).toMatchObject({ status: 'failure', reason: 'user-mismatch' })
  })

  it('three wrong logins block that bank; three wrong codes end with incomplete-verification', async () => {
    const { s, id, credentials } = await loggedIn('SE', 'swedbank')
    await s.call(TYPE, 'login', { bank_id: id, credentials: credentials('1') })
    await s.call(TYPE, 'login', { bank_id: id, credentials: credentials('2') })
    expect((await s.call(TYPE, 'login', { bank_id: id, credentials: credentials('3') })).body).toEqual({
      error: 'login_blocked',
    })
    expect((await s.call(TYPE, 'login', { bank_id: id, credentials: credentials('1234') })).body).toEqual({
      error: 'login_blocked',
    })

    const c = await loggedIn('SE', 'swedbank')
    await c.s.call(TYPE, 'login', { bank_id: c.id, credentials: c.credentials('1234') })
    await c.s.call(TYPE, 'code', { code: '111111' })
    await c.s.call(TYPE, 'code', { code: '222222' })
    expect((await c.s.call(TYPE, 'code', { code: '333333' })).body).toMatchObject({
      status: 'failure',
      reason: 'incomplete-verification',
    })
  })

  it('the failure scenario plays on the login, not on consent or search', async () => {
    const { s, id, credentials } = await loggedIn('BE', 'KBC', 'failure:insufficient-info')
    expect((await s.read(TYPE)).body).toMatchObject({ status: 'in_progress', bank: { name: 'KBC' } })
    expect((await s.call(TYPE, 'login', { bank_id: id, credentials: credentials('1234') })).body).toMatchObject({
      status: 'failure',
      reason: 'insufficient-info',
    })
  })

  it('records a report of an unsupported bank, and refuses an empty one', async () => {
    const { session } = mockServer()
    const s = await session({ strategy: 'bank_login_obu', market: 'GB' })
    expect((await s.read('bank_login_obu')).body).toMatchObject({ suggested_bank: { name: 'NatWest' } })
    expect((await s.call('bank_login_obu', 'report_unsupported_bank', { bank_name: ' ', country: 'GB' })).status).toBe(
      400,
    )
    expect(
      (await s.call('bank_login_obu', 'report_unsupported_bank', { bank_name: 'Starling', country: 'GB' })).body,
    ).toMatchObject({ status: 'in_progress' })
  })
})
