import { describe, expect, it } from 'vitest'
import { readBankQuery, searchParams } from '../../../../../widget/screens/bank-login/rules/bank-query'

describe('reading the bank search input', () => {
  it('asks for three characters before anything is searched', () => {
    expect(readBankQuery('')).toEqual({ kind: 'empty' })
    expect(readBankQuery('  ')).toEqual({ kind: 'empty' })
    expect(readBankQuery('co')).toEqual({ kind: 'short' })
    expect(readBankQuery(' co ')).toEqual({ kind: 'short' })
    expect(readBankQuery('com')).toEqual({ kind: 'name', q: 'com' })
  })

  it('reads a full IBAN, with or without spaces, as its country and bank code', () => {
    expect(readBankQuery('DE89 3704 0044 0532 0130 00')).toEqual({ kind: 'iban', country: 'DE', bankCode: '37040044' })
    expect(readBankQuery('nl91abna0417164300')).toEqual({ kind: 'iban', country: 'NL', bankCode: 'ABNA' })
    expect(readBankQuery('GB29-NWBK-6016-1331-9268-19')).toEqual({ kind: 'iban', country: 'GB', bankCode: 'NWBK' })
    // Italy: the bank (ABI) comes after the CIN letter.
    expect(readBankQuery('IT60 X054 2811 1010 0000 0123 456')).toEqual({
      kind: 'iban',
      country: 'IT',
      bankCode: '05428',
    })
    expect(readBankQuery('PL61 1090 1014 0000 0712 1981 2874')).toEqual({
      kind: 'iban',
      country: 'PL',
      bankCode: '109',
    })
    expect(readBankQuery('CH93 0076 2011 6238 5295 7')).toEqual({ kind: 'iban', country: 'CH', bankCode: '00762' })
  })

  it('checks the length of the IBAN’s country', () => {
    expect(readBankQuery('DE89 3704 0044')).toEqual({ kind: 'iban-typing', length: 12, expected: 22 })
    expect(readBankQuery('DE89 3704 0044 0532 0130 000')).toEqual({
      kind: 'iban-invalid',
      problem: 'length',
      expected: 22,
    })
    expect(readBankQuery('BE68 5390 0754 7034 1')).toEqual({ kind: 'iban-invalid', problem: 'length', expected: 16 })
  })

  it('checks the mod-97 check digits (and national ones, where the country has them)', () => {
    expect(readBankQuery('DE88 3704 0044 0532 0130 00')).toEqual({ kind: 'iban-invalid', problem: 'checksum' })
    // One digit swapped in the account.
    expect(readBankQuery('GB29 NWBK 6016 1331 9268 91')).toEqual({ kind: 'iban-invalid', problem: 'checksum' })
    // Spain's own check digits are wrong although mod-97 is right.
    expect(readBankQuery('ES91 2100 0418 4502 0005 1333').kind).toBe('iban-invalid')
  })

  it('says when an IBAN is from a country without banks here, or from no country at all', () => {
    expect(readBankQuery('FR14 2004 1010 0505 0001 3M02 606')).toEqual({ kind: 'iban-invalid', problem: 'country' })
    expect(readBankQuery('XX12 3456 7890 1234')).toEqual({ kind: 'iban-invalid', problem: 'country' })
  })

  it('reads a BIC of one of the ten countries as a search there; other words stay names', () => {
    expect(readBankQuery('COBADEFFXXX')).toEqual({ kind: 'bic', q: 'COBADEFFXXX', country: 'DE' })
    expect(readBankQuery('abnanl2a')).toEqual({ kind: 'bic', q: 'ABNANL2A', country: 'NL' })
    expect(readBankQuery('DEUTSCHE')).toEqual({ kind: 'name', q: 'DEUTSCHE' })
    expect(readBankQuery('Deutsche Bank')).toEqual({ kind: 'name', q: 'Deutsche Bank' })
    expect(readBankQuery('N26 Bank')).toEqual({ kind: 'name', q: 'N26 Bank' })
  })

  it('keeps a name query to 100 characters (a 10 MB paste asks for nothing bigger)', () => {
    expect(readBankQuery('a'.repeat(10_000))).toEqual({ kind: 'name', q: 'a'.repeat(100) })
  })

  it('turns what was read into the search call’s query', () => {
    expect(searchParams({ kind: 'name', q: 'ing' }, 'NL')).toEqual({ country: 'NL', q: 'ing' })
    expect(searchParams(readBankQuery('BARCGB22'), 'DE')).toEqual({ country: 'GB', q: 'BARCGB22' })
    expect(searchParams(readBankQuery('SE45 5000 0000 0583 9825 7466'), 'DE')).toEqual({
      country: 'SE',
      bank_code: '500',
    })
    expect(searchParams(readBankQuery('ab'), 'DE')).toBeNull()
    expect(searchParams(readBankQuery('DE89 3704'), 'DE')).toBeNull()
  })
})
