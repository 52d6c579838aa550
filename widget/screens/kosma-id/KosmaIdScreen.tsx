import type { ScreenProps } from '../../app/screen-props'
import { useText } from '../../i18n/text'
import { HandoffIntro } from '../../ui/HandoffIntro'
import { PartnerHandoff } from '../../ui/PartnerHandoff'

const NAME = 'Kosma'

/**
 * Kosma ID (kosma-id, inside the crash guard): what the partner does and
 * what to have ready (`/kosma_id/intro`), the ID scan in Kosma's window
 * (`/kosma_id/flow`), then the session's verification (`/kosma_id/verify`,
 * under 3 minutes, spec §9). Its failures are the ID-scan reasons (spec §8).
 */
export default function KosmaIdScreen(props: ScreenProps) {
  const t = useText().kosmaId
  return (
    <PartnerHandoff
      screen={props}
      base="/kosma_id"
      paths={{ intro: '/intro', flow: '/flow', verify: '/verify' }}
      config={{ kind: 'partner' }}
      name={NAME}
      estimate={t.estimate()}
      verifying={{ estimate: t.verifyEstimate(), expectedMs: 180_000 }}
      intro={(handoff) => (
        <HandoffIntro
          handoff={handoff}
          name={NAME}
          title={t.title()}
          lead={t.intro()}
          listTitle={t.need()}
          items={[t.needId(), t.needCamera(), t.needLight()]}
          start={t.start()}
          changeMethod={props.changeMethod}
        />
      )}
    />
  )
}
