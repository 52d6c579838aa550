import { useState } from 'react'
import { lazyPart, usePrefetch } from '../../kit/lazy-part'
import type { ScreenProps } from '../../kit/screen-props'
import { useSteps } from '../../ui/steps'
import { useText } from '../../i18n/text'
import type { Handoff } from '../../kit/handoff'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { ChoiceList } from '../../ui/ChoiceList'
import { Dialog } from '../../ui/Dialog'
import { HandoffNotice } from '../../kit/HandoffStep'
import { SearchIcon } from '../../ui/SearchIcon'
import { chosenBank, STEPS } from './bank-id-fi-controller'
import { matchBanks } from './banks'

/** How many banks match, said once typing pauses: its own part, fetched once this step has painted. */
const BankCount = lazyPart('bank-id-fi-count', () => import('./BankCount'))

/** The Finnish Trust Network's banks, searchable; choosing one opens its page in the child window. */
export function BanksStep({ props, handoff }: { props: ScreenProps; handoff: Handoff }) {
  const t = useText().bankIdFi
  const steps = useSteps()!
  const [query, setQuery] = useState('')
  const banks = matchBanks(query)
  usePrefetch(BankCount)
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
      <BankCount query={query} fallback={<p className="hint" role="status" />} />
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
