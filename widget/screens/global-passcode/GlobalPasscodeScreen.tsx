import { useMemo } from 'react'
import { Route } from 'wouter'
import type { ScreenProps } from '../../kit/screen-props'
import { StrategyRoutes } from '../../kit/StrategyRoutes'
import { useText } from '../../i18n/text'
import { ActionNotice } from '../../ui/ActionNotice'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { CodeInput } from '../../ui/CodeInput'
import { Dialog } from '../../ui/Dialog'
import { Notice } from '../../ui/Notice'
import { BASE, createGlobalPasscodeController, STEPS } from './global-passcode-controller'
import { NoticeRegion } from '../../ui/NoticeRegion'

/** global-passcode: the shopper's provider passcode in one masked field (`/passcode/index`). */
export default function GlobalPasscodeScreen(props: ScreenProps) {
  const passcode = useMemo(() => createGlobalPasscodeController(props), [props])
  const text = useText()
  const t = text.passcode
  const notice = passcode.notice.value
  const verifying = passcode.busy.value
  return (
    <StrategyRoutes base={BASE} first={STEPS.entry}>
      <Route path={STEPS.entry}>
        <Dialog title={t.title()} busy={verifying} focusTitle={false}>
          <p id="passcode-lead">{t.lead({ length: passcode.length.value })}</p>
          <CodeInput
            id="passcode"
            label={t.label()}
            length={passcode.length.value}
            masked
            disabled={verifying || props.flow.settled.value}
            invalid={notice?.kind === 'wrong'}
            describedBy="passcode-lead passcode-notice"
            resetKey={passcode.wrongTries.value}
            onComplete={(code) => void passcode.verify(code)}
          />
          <NoticeRegion id="passcode-notice">
            {verifying ? <Notice tone="info">{t.verifying()}</Notice> : null}
            {notice?.kind === 'wrong' ? (
              <Notice tone="error">
                {t.wrong()} {notice.attemptsLeft !== undefined ? t.attemptsLeft({ count: notice.attemptsLeft }) : null}
              </Notice>
            ) : (
              <ActionNotice kind={notice?.kind} problem={t.failed()} />
            )}
          </NoticeRegion>
          {notice?.kind === 'network' ? (
            <Button variant="secondary" busy={verifying} onClick={() => void passcode.retry()}>
              {text.common.tryAgain()}
            </Button>
          ) : null}
          <ChangeMethodButton changeMethod={props.changeMethod} label={t.forgot()} />
        </Dialog>
      </Route>
    </StrategyRoutes>
  )
}
