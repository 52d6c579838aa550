import type { ScreenProps } from '../../app/screen-props'
import { config as widgetConfig } from '../../config'
import { useText } from '../../i18n/text'
import { HandoffIntro } from '../../ui/HandoffIntro'
import { PartnerHandoff } from '../../ui/PartnerHandoff'

const NAME = 'iDIN'

/**
 * Spec §5: iDIN's pages are https on one of its two hosts (test and
 * production; IDV_IDIN_HOSTS). The token's signicatUrl was checked so at
 * start-up; a page the session names is held to the same rule (plain http
 * only on loopback, where the demo's stand-in runs).
 */
export const isIdinPage = (url: string, hosts: readonly string[] = widgetConfig.idinHosts): boolean => {
  const page = new URL(url)
  return page.protocol === 'http:' || hosts.includes(page.hostname.toLowerCase())
}

/**
 * iDIN (idin): a confirmation of what happens (`/idin/index`), then the
 * shopper chooses their bank and authenticates at the partner through the
 * child window (`/idin/continue`; the spec names no iDIN paths).
 */
export default function IdinScreen(props: ScreenProps) {
  const t = useText().idin
  return (
    <PartnerHandoff
      screen={props}
      base="/idin"
      paths={{ intro: '/index', flow: '/continue' }}
      config={{ kind: 'partner', allowUrl: (url) => isIdinPage(url), fallbackUrl: props.strategy.signicatUrl }}
      name={NAME}
      intro={(handoff) => (
        <HandoffIntro
          handoff={handoff}
          name={NAME}
          title={t.title()}
          lead={t.intro()}
          listTitle={t.how()}
          items={[t.chooseBank(), t.bankConfirms(), t.comeBack()]}
          start={t.start()}
          changeMethod={props.changeMethod}
        >
          <p className="hint">{t.private()}</p>
        </HandoffIntro>
      )}
    />
  )
}
