import type { ScreenProps } from '../../kit/screen-props'
import { useText } from '../../i18n/text'
import type { Handoff } from '../../kit/handoff'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Dialog } from '../../ui/Dialog'
import { HandoffNotice } from '../../kit/HandoffStep'
import type { PartnerIntro } from './partners'

interface IntroStepProps {
  handoff: Handoff
  /** The partner, for the start's failure notice. */
  name: string
  intro: PartnerIntro
  changeMethod: ScreenProps['changeMethod']
}

/**
 * A partner's first step: who the partner is and what happens there, what
 * to have ready (and, for check-in, the consent with the privacy policy),
 * and the button whose tap opens the partner's window.
 */
export function IntroStep({ handoff, name, intro, changeMethod }: IntroStepProps) {
  const text = useText()
  const { title, lead, listTitle, items, start, consent, hint, decline } = intro
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
      <h2 className="section-title">{listTitle}</h2>
      <ul className="checklist">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {consent ? (
        <>
          <p>{consent}</p>
          <p>
            <a href={text.consent.privacyUrl()} target="_blank" rel="noopener noreferrer">
              {text.consent.privacyPolicy()}
              <span className="visually-hidden"> {text.common.opensInNewWindow()}</span>
            </a>
          </p>
        </>
      ) : null}
      {hint ? <p className="hint">{hint}</p> : null}
      <HandoffNotice handoff={handoff} name={name} />
      {decline ? null : <ChangeMethodButton changeMethod={changeMethod} />}
    </Dialog>
  )
}
