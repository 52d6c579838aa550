import { useEffect, useMemo } from 'react'
import { Route } from 'wouter'
import type { ScreenProps } from '../../kit/screen-props'
import { useShell } from '../../ui/shell-context'
import { StrategyRoutes } from '../../kit/StrategyRoutes'
import { useText } from '../../i18n/text'
import { usePoller } from '../../kit/use-poller'
import { ActionNotice } from '../../ui/ActionNotice'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Dialog } from '../../ui/Dialog'
import { PhoneIllustration } from '../../ui/PhoneIllustration'
import { useSecondsLeft } from '../../ui/use-seconds-left'
import { Waiting } from '../../ui/Waiting'
import { BASE, createKlappAuthenticatorController, STEPS } from './klapp-authenticator-controller'

/** klapp_authenticator: approve the purchase in the provider's app on the phone (`/klapp_authenticator/index`). */
export default function KlappAuthenticatorScreen(props: ScreenProps) {
  const approval = useMemo(() => createKlappAuthenticatorController(props), [props])
  const text = useText()
  const t = text.klappAuthenticator
  const { switches } = useShell()
  const phase = approval.phase.value
  const poller = usePoller(phase === 'waiting', { tick: approval.poll, intervalMs: 2000 })
  const secondsLeft = useSecondsLeft(approval.resendAt.value)
  useEffect(() => void approval.open(), [approval])

  const dismissed = phase === 'dismissed'
  return (
    <StrategyRoutes base={BASE} first={STEPS.wait}>
      <Route path={STEPS.wait}>
        <Dialog
          title={dismissed ? t.dismissedTitle() : t.title()}
          busy={phase === 'sending'}
          footer={dismissed ? <Button onClick={() => void approval.again()}>{t.sendAgain()}</Button> : null}
        >
          {switches.illustrations ? <PhoneIllustration /> : null}
          <p>{dismissed ? t.dismissed() : t.lead()}</p>
          {phase === 'sending' || phase === 'waiting' ? (
            <Waiting
              status={phase === 'sending' ? t.sending() : t.waiting()}
              estimate={t.estimate()}
              connection={poller.connection.value}
            />
          ) : null}
          <ActionNotice kind={approval.notice.value} problem={t.sendFailed()} />
          {dismissed ? null : secondsLeft > 0 ? (
            <p className="hint">{t.resendIn({ seconds: secondsLeft })}</p>
          ) : (
            <Button variant="link" busy={phase === 'sending'} onClick={() => void approval.resend()}>
              {t.resend()}
            </Button>
          )}
          <ChangeMethodButton changeMethod={props.changeMethod} />
        </Dialog>
      </Route>
    </StrategyRoutes>
  )
}
