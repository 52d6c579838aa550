import { useEffect, useMemo, useState } from 'react'
import type { ScreenProps } from '../../kit/screen-props'
import { useSteps } from '../../ui/steps'
import { useText } from '../../i18n/text'
import type { Handoff } from '../../kit/handoff'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { ChoiceList } from '../../ui/ChoiceList'
import { Dialog } from '../../ui/Dialog'
import { HandoffNotice } from '../../kit/HandoffStep'
import { SearchAnnouncement } from '../../ui/SearchAnnouncement'
import { SearchIcon } from '../../ui/SearchIcon'
import { createSettledSearch } from '../../kit/settled-search'
import { chosenBank, STEPS } from './bank-id-fi-controller'
import { type FinnishBank, matchBanks } from './banks'

/** The Finnish Trust Network's banks, searchable; choosing one opens its page in the child window. */
export function BanksStep({ props, handoff }: { props: ScreenProps; handoff: Handoff }) {
  const t = useText().bankIdFi
  const steps = useSteps()!
  const [query, setQuery] = useState('')
  const banks = matchBanks(query)
  // The list follows each keystroke; what it found is said once typing pauses, as bank login's search does.
  const search = useMemo(
    () =>
      createSettledSearch<FinnishBank>({ search: async ({ query }) => ({ kind: 'data', data: matchBanks(query!) }) }),
    [],
  )
  useEffect(() => search.update(query.trim() ? { query: query.trim() } : null), [search, query])
  useEffect(() => () => search.stop(), [search])
  const found = search.results.value.length
  const said =
    search.status.value === 'done' ? (found ? t.found({ count: found }) : t.noMatch({ query: query.trim() })) : ''
  const starting = handoff.phase.value === 'starting'
  const chosen = chosenBank(handoff)
  return (
    <Dialog title={t.title()} busy={starting}>
      <p>{t.intro()}</p>
      <div className="field bank-search">
        <label className="field__label" htmlFor="bank-search">
          {t.search()}
        </label>
        <div className="field__control">
          <SearchIcon />
          <input
            id="bank-search"
            className="field__input"
            type="search"
            autoComplete="off"
            spellcheck={false}
            maxLength={60}
            value={query}
            onInput={(event) => setQuery((event.target as HTMLInputElement).value)}
          />
        </div>
      </div>
      {banks.length ? (
        <ChoiceList
          label={t.banks()}
          busy={starting ? (chosen?.id ?? null) : null}
          choices={banks.map((bank) => ({
            id: bank.id,
            title: bank.name,
            hint: bank.certificate ? t.mobileCertificate() : undefined,
            // Drawn, not styled: a first-screen document's CSP allows no style attributes, and its markup is prerendered.
            mark: (
              <svg className="bank-mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
                <circle cx="20" cy="20" r="20" fill={bank.color} />
                <text x="20" y="20" font-size="13" dominant-baseline="central" text-anchor="middle" fill="#ffffff">
                  {bank.mark}
                </text>
              </svg>
            ),
          }))}
          onChoose={(bank) => void handoff.launch({ bank })}
        />
      ) : null}
      <SearchAnnouncement said={said} turn={String(search.settled.value)} />
      <HandoffNotice handoff={handoff} name={chosen?.name ?? t.yourBank()} />
      <p>
        <Button variant="link" onClick={() => steps.go(STEPS.why)}>
          {t.why()}
        </Button>
      </p>
      <ChangeMethodButton changeMethod={props.changeMethod} />
    </Dialog>
  )
}
