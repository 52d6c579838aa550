import type { ReactNode } from 'react'
import type { ScreenProps } from './screen-props'
import { useText } from '../i18n/text'
import type { Handoff } from './handoff'
import { ActionNotice } from '../ui/ActionNotice'
import { Button } from '../ui/Button'
import { ChangeMethodButton } from '../ui/ChangeMethodButton'
import { Dialog } from '../ui/Dialog'
import { Progress } from '../ui/Progress'
import { resultMessages } from '../ui/progress-messages'
import { Waiting } from '../ui/Waiting'

interface HandoffStepProps {
  handoff: Handoff
  connection: 'ok' | 'lost'
  /** The partner, as the shopper knows it: BankID, their bank, iDIN… */
  name: string
  /** Above the step's words (Finnish bank ID: 'Last step: identification at your bank'). */
  subtitle?: string
  /** How long the partner's part usually takes. */
  estimate?: string
  changeMethod: ScreenProps['changeMethod']
}

/** Why the last start failed, said where the shopper pressed. */
export function HandoffNotice({ handoff, name }: { handoff: Handoff; name: string }) {
  const text = useText()
  return <ActionNotice kind={handoff.notice.value} problem={text.handoff.startFailed({ name })} />
}

/**
 * The step every hand-off shows while the shopper is in the child window
 * (docs/architecture.md "Child windows"): what is happening, a way to bring the window
 * to the front and a way to cancel; and, each with its own words, a window
 * the browser blocked (a plain link opens it), one the shopper closed, one
 * the partner finished without a result, the result being read, and the
 * wait after a reload when the window is no longer known.
 */
export function HandoffStep({ handoff, connection, name, subtitle, estimate, changeMethod }: HandoffStepProps) {
  const text = useText()
  const t = text.handoff
  const phase = handoff.phase.value
  const starting = phase === 'starting'
  const reopen = (
    <Button busy={starting} onClick={() => void handoff.launch()}>
      {t.reopen({ name })}
    </Button>
  )
  const cancel = (
    <Button variant="secondary" onClick={handoff.cancel}>
      {t.cancel()}
    </Button>
  )
  const waiting = (
    <Waiting status={t.waiting({ name })} estimate={estimate} connection={connection} active={!starting} />
  )

  let title = t.title({ name })
  let body = (
    <>
      <p>{t.lead()}</p>
      {waiting}
    </>
  )
  let footer: ReactNode = (
    <>
      <Button onClick={handoff.show}>{t.show()}</Button>
      {cancel}
    </>
  )
  let other = false
  switch (phase) {
    case 'blocked': {
      const link = handoff.link()
      title = t.blockedTitle()
      // A link the shopper follows is no popup to a blocker; the window it opens shakes hands like any other.
      body = (
        <>
          <p>{t.blocked({ name })}</p>
          <p>
            <a className="button button--primary" href={link.href} target={link.target} rel="opener">
              {t.open({ name })}
              <span className="visually-hidden"> {text.common.opensInNewWindow()}</span>
            </a>
          </p>
        </>
      )
      footer = cancel
      other = true
      break
    }
    case 'closed':
      title = t.closedTitle()
      body = <p>{t.closed({ name })}</p>
      footer = reopen
      other = true
      break
    case 'stopped':
      title = t.stoppedTitle({ name })
      body = <p>{t.stopped()}</p>
      footer = reopen
      other = true
      break
    case 'returned':
      // Spec §2.3: every wait rotates six messages; the first says what happens, announced once.
      body = <Progress messages={resultMessages(text)} connection={connection} />
      footer = null
      break
    case 'resumed':
      body = (
        <>
          <p>{t.resumed({ name })}</p>
          {waiting}
        </>
      )
      footer = (
        <>
          {reopen}
          {cancel}
        </>
      )
      break
  }
  return (
    <Dialog title={title} subtitle={subtitle} busy={starting} footer={footer}>
      {body}
      <HandoffNotice handoff={handoff} name={name} />
      {other ? <ChangeMethodButton changeMethod={changeMethod} /> : null}
    </Dialog>
  )
}
