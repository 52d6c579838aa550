import { useEffect, useMemo, useState } from 'react'
import { useText } from '../../i18n/text'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Dialog } from '../../ui/Dialog'
import { Notice } from '../../ui/Notice'
import { SelectField } from '../../kit/SelectField'
import { BASE, STEPS, type BankLoginController } from './bank-login-controller'
import { readBankQuery, searchParams, type BankQuery } from './rules/bank-query'
import { SearchAnnouncement } from '../../ui/SearchAnnouncement'
import { createBankSearch } from './bank-search'
import { BankSearchBox } from './BankSearchBox'
import { BankLoginNoticeLine } from './BankLoginNoticeLine'
import { COUNTRIES, type Country } from './countries'

interface SelectionStepProps {
  bankLogin: BankLoginController
  go: (path: string) => void
  changeMethod: () => Promise<'done' | 'offline'>
}

/** `/bank_login/baas_widget`: the country and a search by bank name, IBAN or BIC (spec §2.3). */
export function SelectionStep({ bankLogin, go, changeMethod }: SelectionStepProps) {
  const text = useText()
  const t = text.bankLogin
  const search = useMemo(() => createBankSearch({ search: bankLogin.search }), [bankLogin])
  const value = bankLogin.query.value
  // What moved the country: an IBAN or BIC of another country than the one chosen.
  const [moved, setMoved] = useState<Country | null>(null)
  const country = bankLogin.country.value
  const query = readBankQuery(value)
  const params = searchParams(query, country)

  useEffect(() => () => search.stop(), [search])
  useEffect(() => {
    search.update(params)
    // An IBAN or BIC names its own country: the dropdown follows, and says so.
    if (params && params.country !== bankLogin.country.peek()) {
      bankLogin.country.value = params.country
      setMoved(params.country)
    }
  }, [search, params?.country, params?.q, params?.bank_code])

  const status = search.status.value
  const results = status === 'done' ? search.results.value : []
  const countryName = (code: string) => (t.countries as unknown as Record<string, () => string>)[code]?.() ?? code
  const busy = bankLogin.busy.value === 'select'
  return (
    <Dialog title={t.selection.title()} busy={busy}>
      <SelectField
        id="bank-country"
        name="country"
        label={t.selection.country()}
        value={country}
        options={COUNTRIES.map((code) => ({ value: code, label: countryName(code) }))}
        onInput={(code) => {
          setMoved(null)
          bankLogin.country.value = code as Country
        }}
        onBlur={() => {}}
      />
      <BankSearchBox
        id="bank-search"
        label={t.selection.search()}
        hint={t.selection.searchHint()}
        message={ibanMessage(query, text)}
        value={value}
        onInput={(next) => {
          bankLogin.query.value = next
          bankLogin.clearNotice()
        }}
        results={results}
        countryName={countryName}
        disabled={busy}
        onChoose={(bank) => void bankLogin.select(bank)}
      />
      <SearchStatus
        query={query}
        status={status}
        count={results.length}
        settled={search.settled.value}
        moved={moved && countryName(moved)}
      />
      {status === 'offline' || status === 'unavailable' || status === 'problem' ? (
        <Button variant="secondary" onClick={() => params && search.update(params, { now: true })}>
          {t.selection.tryAgain()}
        </Button>
      ) : null}
      {bankLogin.selecting.value ? (
        <Notice tone="info">{t.selection.connecting({ bankName: bankLogin.selecting.value.name })}</Notice>
      ) : null}
      <BankLoginNoticeLine notice={bankLogin.notice.value} />
      <p>
        <Button variant="link" onClick={() => go(BASE + STEPS.report)}>
          {t.selection.notListed()}
        </Button>
      </p>
      <ChangeMethodButton changeMethod={changeMethod} />
    </Dialog>
  )
}

/** What is wrong with an IBAN typed in full (shown with the field, as its error). */
function ibanMessage(query: BankQuery, text: ReturnType<typeof useText>): string | undefined {
  if (query.kind !== 'iban-invalid') return undefined
  const t = text.bankLogin.selection
  return query.problem === 'length'
    ? t.ibanLength({ expected: query.expected! })
    : query.problem === 'checksum'
      ? t.ibanChecksum()
      : t.ibanCountry()
}

interface SearchStatusProps {
  query: BankQuery
  status: ReturnType<typeof createBankSearch>['status']['value']
  count: number
  settled: number
  moved: string | null
}

/**
 * One polite live region under the field: the three-character rule, how far
 * an IBAN has come, and the result count once per settled search (the line
 * is keyed by the search, so the same count after a new search is said again).
 */
function SearchStatus({ query, status, count, settled, moved }: SearchStatusProps) {
  const t = useText().bankLogin.selection
  const failed = status === 'offline' || status === 'unavailable' || status === 'problem'
  const said =
    query.kind === 'short'
      ? t.minChars()
      : status === 'done'
        ? [moved ? t.countryChanged({ country: moved }) : '', count ? t.results({ count }) : t.noResults()]
            .filter(Boolean)
            .join(' ')
        : failed
          ? t.searchFailed()
          : ''
  // Said on every keystroke, these would chatter: they are shown, not announced.
  const shown =
    query.kind === 'iban-typing'
      ? t.ibanTyping({ expected: query.expected, length: query.length })
      : status === 'searching'
        ? t.searching()
        : ''
  return (
    <div className="bank-search__status">
      <SearchAnnouncement said={said} turn={`${settled}-${query.kind}`} error={failed} />
      {shown ? <p className="hint">{shown}</p> : null}
    </div>
  )
}
