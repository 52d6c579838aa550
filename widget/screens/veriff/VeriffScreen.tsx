import type { ScreenProps } from '../../app/screen-props'
import { useShell } from '../../ui/shell-context'
import { useText } from '../../i18n/text'
import { HandoffIntro } from '../../ui/HandoffIntro'
import { PartnerHandoff } from '../../ui/PartnerHandoff'

const NAME = 'Veriff'

/**
 * Veriff (veriff; no consent route, spec §2.1: Veriff asks for its own):
 * what happens and what to have ready (`/veriff/index`), the partner's
 * hosted flow in the child window (`/veriff/flow`), then the decision
 * (`/veriff/verify`; the spec names no Veriff paths). Spec §8's analytics
 * failure events: could not start, and a hosted flow that did not load.
 */
export default function VeriffScreen(props: ScreenProps) {
  const { publish } = useShell()
  const t = useText().veriff
  return (
    <PartnerHandoff
      screen={props}
      base="/veriff"
      paths={{ intro: '/index', flow: '/flow', verify: '/verify' }}
      config={{ kind: 'partner', track: (event, data) => publish(event === 'load_error' ? 'veriff_sdk_load_error' : `veriff_${event}`, data) }}
      name={NAME}
      estimate={t.estimate()}
      verifying={{ estimate: t.verifyEstimate() }}
      intro={(handoff) => (
        <HandoffIntro
          handoff={handoff}
          name={NAME}
          title={t.title()}
          lead={t.intro()}
          listTitle={t.need()}
          items={[t.needId(), t.needCamera()]}
          start={t.start()}
          changeMethod={props.changeMethod}
        />
      )}
    />
  )
}
