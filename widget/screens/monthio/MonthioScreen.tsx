import type { ScreenProps } from '../../app/screen-props'
import { useText } from '../../i18n/text'
import { HandoffIntro } from '../../ui/HandoffIntro'
import { PartnerHandoff } from '../../ui/PartnerHandoff'
import { monthioMessages } from '../../ui/progress-messages'

const NAME = 'Monthio'

/**
 * Monthio (monthio): the lending-data partner reads income and expenses
 * from the shopper's bank in its own window (`/monthio/index`,
 * `/monthio/flow`), then the session reviews the overview it sent
 * (`/monthio/verify`; the spec names no Monthio paths).
 */
export default function MonthioScreen(props: ScreenProps) {
  const text = useText()
  const t = text.monthio
  return (
    <PartnerHandoff
      screen={props}
      base="/monthio"
      paths={{ intro: '/index', flow: '/flow', verify: '/verify' }}
      config={{ kind: 'partner' }}
      name={NAME}
      estimate={t.estimate()}
      verifying={{ estimate: t.verifyEstimate(), messages: monthioMessages(text) }}
      intro={(handoff) => (
        <HandoffIntro
          handoff={handoff}
          name={NAME}
          title={t.title()}
          lead={t.intro()}
          listTitle={t.how()}
          items={[t.logIn(), t.choose(), t.overview()]}
          start={t.start()}
          changeMethod={props.changeMethod}
        />
      )}
    />
  )
}
