import type { ScreenProps } from '../../app/screen-props'
import { useShell } from '../../ui/shell-context'
import { useText } from '../../i18n/text'
import { HandoffIntro } from '../../ui/HandoffIntro'
import { PartnerHandoff } from '../../ui/PartnerHandoff'

/** Spec §2.2 */
const BASE = '/checkin'
const NAME = 'Checkin.com'

/**
 * Check-in (checkin): consent to the partner (`/checkin/consent`), whose
 * tap opens Checkin.com's window (`/checkin/index`), then the session's
 * verification of the application (`/checkin/verify/:applicationId`, under
 * 2 minutes, spec §9). Spec §8's analytics failure events: could not start,
 * polling.
 */
export default function CheckinScreen(props: ScreenProps) {
  const { publish } = useShell()
  const text = useText()
  const t = text.checkin
  return (
    <PartnerHandoff
      screen={props}
      base={BASE}
      paths={{ intro: '/consent', flow: '/index', verify: '/verify/:applicationId' }}
      config={{
        kind: 'partner',
        verify: (state) => `${BASE}/verify/${state.application_id ?? 'unknown'}`,
        track: (event, data) => publish(`checkin_${event}`, data),
      }}
      name={NAME}
      estimate={t.estimate()}
      verifying={{ estimate: t.verifyEstimate(), expectedMs: 120_000 }}
      intro={(handoff) => (
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
      )}
    />
  )
}
