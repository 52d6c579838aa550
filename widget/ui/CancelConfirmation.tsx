import { useId, useLayoutEffect, useRef } from 'react'
import { screenInfoOf } from '../../contracts/screen-catalog'
import { flowCopyOf } from './flow-copy'
import { useShell } from './shell-context'
import { useText } from '../i18n/text'
import { camelKey } from '../i18n/camel-key'
import { Button } from './Button'
import { PhoneIllustration } from './PhoneIllustration'

type CancelWords = { title?: () => string; warning?: () => string }
/** A namespace's cancel texts; a strategy type sharing the namespace may have its own, under its camel-cased type. */
type CancelText = { cancel?: CancelWords & Record<string, CancelWords | undefined> }

/**
 * Spec §2.3 cancel confirmation: 'return' goes back to the dialog, 'end'
 * runs the dialog's close. Title and warning come from the strategy type's
 * own text when it has some, else its family's, else the generic text. The warning says what the
 * shopper's flow stands to lose: in a purchase, that it won't be approved
 * (or won't be placed with the merchant, when the session names one); in a
 * sign-up or a phone reset, that it won't be finished.
 */
export function CancelConfirmation({ onReturn, onEnd }: { onReturn: () => void; onEnd: () => void }) {
  const text = useText()
  const { strategyType, switches, copy } = useShell()
  const titleId = useId()
  const first = useRef<HTMLDivElement>(null)
  const screen = screenInfoOf(strategyType)
  const namespace = screen?.namespace
  const family = namespace ? (text as unknown as Record<string, CancelText>)[namespace]?.cancel : undefined
  // Spec §2.3: looked up by strategy type (selfie registration has no ID to speak of, though it shares the ID
  // scan's namespace), then the family's, then the generic text.
  // Every key answers (a group, a text, '' for one the text lacks): a type's own group is there when it has a title.
  const byType = family?.[camelKey(strategyType)]
  const own = byType?.title?.() ? byType : family
  const kind = flowCopyOf(copy?.flow)
  const merchant = copy?.presentation_data.merchant_name
  const warning =
    kind === 'signup' || kind === 'instore'
      ? text.cancel.warningSignup()
      : kind === 'phone-reset'
        ? text.cancel.warningPhoneReset()
        : merchant
          ? text.cancel.warningMerchant({ merchant })
          : own?.warning?.() || text.cancel.warning()

  // In the render that shows it, when the panel behind turns inert: no key pressed meanwhile lands nowhere.
  useLayoutEffect(() => first.current?.querySelector('button')?.focus(), [])

  return (
    <div
      className="confirm"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}d`}
    >
      <div className="confirm__panel">
        {switches.illustrations && screen?.phoneOnCancel ? <PhoneIllustration /> : null}
        <h2 id={titleId}>{own?.title?.() || text.cancel.title()}</h2>
        <p id={`${titleId}d`}>{warning}</p>
        <div className="confirm__actions" ref={first}>
          <Button onClick={onReturn}>{text.cancel.return()}</Button>
          <Button variant="secondary" onClick={onEnd}>
            {text.cancel.end()}
          </Button>
        </div>
      </div>
    </div>
  )
}
