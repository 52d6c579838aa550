// Screens read signals while rendering; the integration subscribes them. Importing it here also puts
// signals in the one chunk every screen shares with the entry, instead of a chunk of its own.
import '@preact/signals'
import { useEffect, useRef, type ReactNode } from 'react'

interface ScreenProps {
  title: string
  children?: ReactNode
  footer?: ReactNode
  /** Set while a call runs, so assistive tech knows the screen is updating. */
  busy?: boolean
  /** Move focus to the title when the screen appears (off when a field takes focus instead). */
  focusTitle?: boolean
}

/** The frame every screen shares: a title, a scrollable body and footer actions. */
export function Screen({ title, children, footer, busy = false, focusTitle = true }: ScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusTitle) heading.current?.focus({ preventScroll: true })
  }, [title, focusTitle])
  return (
    <main className="screen" aria-busy={busy}>
      <h1 className="screen__title" tabIndex={-1} ref={heading}>
        {title}
      </h1>
      <div className="screen__body">{children}</div>
      {footer ? <div className="screen__footer">{footer}</div> : null}
    </main>
  )
}
