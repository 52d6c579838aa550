import type { ReactNode } from 'react'
import type { ScreenProps } from '../app/screen-props'
import type { Handoff } from '../strategy/handoff'
import { Button } from './Button'
import { ChangeMethodButton } from './ChangeMethodButton'
import { Dialog } from './Dialog'
import { HandoffNotice } from './HandoffStep'

interface HandoffIntroProps {
  handoff: Handoff
  /** The partner, for the start's failure notice. */
  name: string
  title: string
  lead: string
  /** What the shopper needs, or how it goes, as a short list under its heading. */
  listTitle?: string
  items?: readonly string[]
  /** The button that opens the partner's window. */
  start: string
  changeMethod: ScreenProps['changeMethod']
  /** Anything more the step says (consent wording, a privacy link). */
  children?: ReactNode
  /** A footer button that chooses another method, instead of the link (check-in's No thanks). */
  decline?: string
}

/**
 * The first step of a partner hand-off (iDIN, check-in, Kosma ID, Veriff,
 * Monthio): who the partner is and what happens there, what to have ready,
 * and the button whose tap opens the partner's window.
 */
export function HandoffIntro({ handoff, name, title, lead, listTitle, items, start, changeMethod, children, decline }: HandoffIntroProps) {
  const starting = handoff.phase.value === 'starting'
  return (
    <Dialog
      title={title}
      busy={starting}
      footer={
        <>
          <Button busy={starting} onClick={() => void handoff.launch()}>
            {start}
          </Button>
          {decline ? <ChangeMethodButton changeMethod={changeMethod} label={decline} variant="secondary" /> : null}
        </>
      }
    >
      <p>{lead}</p>
      {items?.length ? (
        <>
          {listTitle ? <h2 className="section-title">{listTitle}</h2> : null}
          <ul className="checklist">
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
      {children}
      <HandoffNotice handoff={handoff} name={name} />
      {decline ? null : <ChangeMethodButton changeMethod={changeMethod} />}
    </Dialog>
  )
}
