// Screens read signals while rendering; the integration subscribes them. Importing it here also puts
// signals in the one chunk every screen shares with the entry, instead of a chunk of its own.
import '@preact/signals'
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { DialogBar } from './DialogBar'
import { useShell } from './shell-context'
import { useSteps } from './steps'
import { trapFocus, useRestoreFocus } from './focus-trap'

export interface DialogProps {
  title: string
  subtitle?: string
  children?: ReactNode
  /** Footer buttons. */
  footer?: ReactNode
  /** Defaults to one step back when the strategy has a step to go back to; `null` hides the back arrow. */
  onBack?: (() => void) | null
  /** Defaults to the shell's close (cancel the session); `null` hides the close button. */
  onClose?: (() => void) | null
  /** Ask before closing (spec §4 "Dialog close"). Strategy dialogs do; the failure screen does not. */
  confirmOnClose?: boolean
  /** Escape closes the dialog. */
  captureEscape?: boolean
  /** Content width 680 px instead of 520 px. */
  wide?: boolean
  /** Set while a call runs, so assistive tech knows the dialog is updating. */
  busy?: boolean
  /** Move focus to the title when the dialog appears (off when a field takes focus instead). */
  focusTitle?: boolean
}

/**
 * Spec §2.3 generic dialog: navigation bar (back, title, subtitle, logo,
 * close), scrollable body, footer. Full screen below 729 px. Focus returns
 * where it was when it closes; it stays inside only while the shell says the
 * widget is a running modal (`containFocus`), never in an inline frame.
 */
export function Dialog({
  title,
  subtitle,
  children,
  footer,
  onBack,
  onClose,
  confirmOnClose = true,
  captureEscape = true,
  wide = false,
  busy = false,
  focusTitle = true,
}: DialogProps) {
  const shell = useShell()
  const titleId = useId()
  const root = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const [confirming, setConfirmingState] = useState(false)
  // What the Escape listener reads: set at once, so a second Escape pressed before the re-render
  // (and before the listener is re-subscribed) still answers the question instead of asking again.
  const asking = useRef(false)
  const setConfirming = (value: boolean) => {
    asking.current = value
    setConfirmingState(value)
  }
  // Where focus goes back on 'return': making the dialog inert blurs whatever had it.
  const returnTo = useRef<HTMLElement | null>(null)
  const close = onClose === undefined ? shell.close : (onClose ?? undefined)
  const steps = useSteps()
  const back = onBack === undefined ? (steps?.canGoBack() ? steps.back : undefined) : (onBack ?? undefined)
  useRestoreFocus(root)

  // A dialog that appears with focus already inside it (a prerendered first step the shopper was using before its
  // code arrived) leaves it there; a new title moves it to the heading.
  const shown = useRef(false)
  useEffect(() => {
    const using = !shown.current && root.current?.contains(document.activeElement)
    shown.current = true
    if (focusTitle && !using) heading.current?.focus({ preventScroll: true })
  }, [title, focusTitle])

  // The original close action, after confirmation when asked for.
  const end = () => {
    setConfirming(false)
    shell.publish('dialog_closed', { strategy: shell.strategyType, confirmed: confirmOnClose })
    close?.()
  }
  // Held back from the first screen (the shell hands it in): here by the time a person reaches for close.
  const heldBack = shell.heldBack
  const Confirmation = heldBack?.module.value?.CancelConfirmation
  const requestClose = () => {
    if (!confirmOnClose || !heldBack) return end()
    returnTo.current = document.activeElement as HTMLElement | null
    if (Confirmation) return setConfirming(true)
    // Not yet here: it comes first. If it cannot come at all (the connection dropped), closing still closes.
    heldBack.load().then(() => setConfirming(true), end)
  }
  // In the render that removes the question: a Tab pressed right after Escape (before a frame) goes on from there.
  useLayoutEffect(() => {
    if (!confirming) returnTo.current?.focus()
  }, [confirming])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !captureEscape || !close) return
      event.preventDefault()
      if (asking.current) setConfirming(false)
      else requestClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  })

  const modal = shell.containFocus?.() ?? false
  return (
    <div
      ref={root}
      className={wide ? 'dialog dialog--wide' : 'dialog'}
      role="dialog"
      aria-modal={modal}
      aria-labelledby={titleId}
      aria-busy={busy}
      onKeyDown={(event) => modal && trapFocus(event as unknown as KeyboardEvent, root.current!)}
    >
      <div className="dialog__panel" inert={confirming}>
        {/* Spec §2.3 navigation bar: back, logo, close, then the step's title and subtitle, which stay in view
            while a long step's body scrolls under them. The title is still the step's heading: focus lands on it. */}
        <header className="dialog__nav">
          <DialogBar back={back} onClose={close ? requestClose : undefined} />
          <h1 id={titleId} className="dialog__title" tabIndex={-1} ref={heading}>
            {title}
          </h1>
          {subtitle ? <p className="dialog__subtitle">{subtitle}</p> : null}
        </header>
        <main className="dialog__body">{children}</main>
        {footer ? <footer className="dialog__footer">{footer}</footer> : null}
      </div>
      {confirming && Confirmation ? <Confirmation onReturn={() => setConfirming(false)} onEnd={end} /> : null}
    </div>
  )
}
