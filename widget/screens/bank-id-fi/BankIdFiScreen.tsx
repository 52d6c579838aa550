import { useState } from 'react'
import { Route } from 'wouter'
import * as v from 'valibot'
import type { ScreenProps } from '../../app/screen-props'
import { useSteps } from '../../ui/steps'
import { StrategyRoutes } from '../../ui/StrategyRoutes'
import { useText } from '../../i18n/text'
import type { Handoff, HandoffConfig } from '../../strategy/handoff'
import { useHandoff } from '../../strategy/use-handoff'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { ChoiceList } from '../../ui/ChoiceList'
import { Dialog } from '../../ui/Dialog'
import { HandoffNotice, HandoffStep } from '../../ui/HandoffStep'
import { SearchIcon } from '../../ui/SearchIcon'
import { bankById, matchBanks } from './banks'

/** Spec §2.2: the bank list and its explanation under /bank_id_fi, the verify step at /bank_login/verify. */
const INDEX = '/bank_id_fi/index'
const WHY = '/bank_id_fi/why_do_we_ask'
const VERIFY = '/bank_login/verify'

const fields = { bank: v.optional(v.pipe(v.string(), v.maxLength(40))) }

const config: HandoffConfig<typeof fields> = {
  kind: 'bank_page',
  intro: INDEX,
  step: VERIFY,
  fields,
  again: (state) => (bankById(state.bank) ? { bank: state.bank } : undefined),
}

const chosenBank = (handoff: Handoff) => bankById((handoff.choice.value as { bank?: string } | undefined)?.bank)

/**
 * Finnish bank identification (bank_id_fi): the shopper picks their bank
 * from the Finnish Trust Network's, and identifies in the bank's own page
 * through the child window ("last step: identification at your bank").
 */
export default function BankIdFiScreen(props: ScreenProps) {
  const { handoff, connection } = useHandoff(props, config)
  const t = useText().bankIdFi
  return (
    // The family's steps live under two spec paths, so its routes are nested at the root.
    <StrategyRoutes base="" first={handoff.first}>
      <Route path={INDEX}>
        <Banks props={props} handoff={handoff} />
      </Route>
      <Route path={WHY}>
        <Why />
      </Route>
      <Route path={VERIFY}>
        <HandoffStep handoff={handoff} connection={connection} name={chosenBank(handoff)?.name ?? t.yourBank()} subtitle={t.lastStep()} changeMethod={props.changeMethod} />
      </Route>
    </StrategyRoutes>
  )
}

function Banks({ props, handoff }: { props: ScreenProps; handoff: Handoff }) {
  const t = useText().bankIdFi
  const steps = useSteps()!
  const [query, setQuery] = useState('')
  const banks = matchBanks(query)
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
      ) : (
        <p role="status">{t.noMatch({ query: query.trim() })}</p>
      )}
      <HandoffNotice handoff={handoff} name={chosen?.name ?? t.yourBank()} />
      <p>
        <Button variant="link" onClick={() => steps.go(WHY)}>
          {t.why()}
        </Button>
      </p>
      <ChangeMethodButton changeMethod={props.changeMethod} />
    </Dialog>
  )
}

function Why() {
  const text = useText()
  const t = text.bankIdFi
  const steps = useSteps()!
  return (
    <Dialog title={t.whyTitle()} footer={<Button onClick={() => steps.back() || steps.go(INDEX, { replace: true })}>{text.common.gotIt()}</Button>}>
      <p>{t.whyLaw()}</p>
      <p>{t.whyMatch()}</p>
      <p>{t.whyPrivate()}</p>
    </Dialog>
  )
}
