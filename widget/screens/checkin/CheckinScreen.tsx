import { Route } from 'wouter'
import type { ScreenProps } from '../../app/screen-props'
import { useShell } from '../../app/shell-context'
import { StrategyRoutes } from '../../app/StrategyRoutes'
import { useText } from '../../i18n/text'
import { useHandoff } from '../../strategy/use-handoff'
import { HandoffIntro } from '../../ui/HandoffIntro'
import { HandoffStep } from '../../ui/HandoffStep'
import { VerifyingStep } from '../../ui/VerifyingStep'

/** Spec §2.2 */
const BASE = '/checkin'
const CONSENT = '/consent'
const INDEX = '/index'
const VERIFY = '/verify/:applicationId'
const NAME = 'Checkin.com'
/** Spec §9: check-in verification takes under 2 minutes. */
const VERIFY_MS = 120_000

/**
 * Check-in (checkin): consent to the partner (`/checkin/consent`), whose
 * tap opens Checkin.com's window (`/checkin/index`), then the session's
 * verification of the application (`/checkin/verify/:applicationId`, under
 * 2 minutes). Spec §8's analytics failure events: could not start, polling.
 */
export default function CheckinScreen(props: ScreenProps) {
  const { publish } = useShell()
  const { handoff, connection } = useHandoff(props, {
    kind: 'partner',
    intro: BASE + CONSENT,
    step: BASE + INDEX,
    verify: (state) => `${BASE}/verify/${state.application_id ?? 'unknown'}`,
    track: (event, data) => publish(`checkin_${event}`, data),
  })
  const text = useText()
  const t = text.checkin
  return (
    <StrategyRoutes base={BASE} first={handoff.first.slice(BASE.length)}>
      <Route path={CONSENT}>
        <HandoffIntro
          handoff={handoff}
          name={NAME}
          title={t.title()}
          lead={t.intro()}
          listTitle={t.need()}
          items={[t.needId(), t.needCamera()]}
          start={text.common.agreeAndContinue()}
          decline={text.common.noThanks()}
          changeMethod={props.changeMethod}
        >
          <p>{t.consent()}</p>
          <p>
            <a href={text.consent.privacyUrl()} target="_blank" rel="noopener noreferrer">
              {text.consent.privacyPolicy()}
              <span className="visually-hidden"> {text.common.opensInNewWindow()}</span>
            </a>
          </p>
          <p className="hint">{text.consent.declineHint()}</p>
        </HandoffIntro>
      </Route>
      <Route path={INDEX}>
        <HandoffStep handoff={handoff} connection={connection} name={NAME} estimate={t.estimate()} changeMethod={props.changeMethod} />
      </Route>
      <Route path={VERIFY}>
        <VerifyingStep connection={connection} estimate={t.verifyEstimate()} expectedMs={VERIFY_MS} />
      </Route>
    </StrategyRoutes>
  )
}
