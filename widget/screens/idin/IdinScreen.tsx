import { Route } from 'wouter'
import type { ScreenProps } from '../../app/screen-props'
import { StrategyRoutes } from '../../app/StrategyRoutes'
import { config as widgetConfig } from '../../config'
import { useText } from '../../i18n/text'
import { useHandoff } from '../../strategy/use-handoff'
import { HandoffIntro } from '../../ui/HandoffIntro'
import { HandoffStep } from '../../ui/HandoffStep'

/** Spec §2.2 names no iDIN paths: these are ours. */
const BASE = '/idin'
const INDEX = '/index'
const CONTINUE = '/continue'
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
 * iDIN (idin): a confirmation of what happens, then the shopper chooses
 * their bank and authenticates at the partner through the child window.
 */
export default function IdinScreen(props: ScreenProps) {
  const { handoff, connection } = useHandoff(props, {
    kind: 'partner',
    intro: BASE + INDEX,
    step: BASE + CONTINUE,
    allowUrl: (url) => isIdinPage(url),
    fallbackUrl: props.strategy.signicatUrl,
  })
  const t = useText().idin
  return (
    <StrategyRoutes base={BASE} first={handoff.first.slice(BASE.length)}>
      <Route path={INDEX}>
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
      </Route>
      <Route path={CONTINUE}>
        <HandoffStep handoff={handoff} connection={connection} name={NAME} changeMethod={props.changeMethod} />
      </Route>
    </StrategyRoutes>
  )
}
