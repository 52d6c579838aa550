import { flowCopyOf } from './flow-copy'
import { useShell } from './shell-context'
import { useText } from '../i18n/text'

const icon = (d: string, className?: string) => (
  <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" />
  </svg>
)

/**
 * The icons of the dialog's navigation bar (spec §2.3): back, the logo, the
 * basket of a purchase, close. `back` and `onClose` absent hide their buttons.
 */
export function DialogBar({ back, onClose }: { back?: () => void; onClose?: () => void }) {
  const text = useText()
  const shell = useShell()
  return (
    <div className="dialog__bar">
      {back ? (
        <button type="button" className="icon-button" aria-label={text.dialog.backLabel()} onClick={() => back()}>
          {icon('M15 5l-7 7 7 7')}
        </button>
      ) : null}
      {shell.switches.whiteLabel ? null : (
        <svg
          className="dialog__logo"
          viewBox="0 0 24 24"
          width="24"
          height="24"
          role="img"
          aria-label={text.dialog.logoLabel()}
        >
          <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z" fill="currentColor" />
          <path d="M8.5 12l2.5 2.5 4.5-5" fill="none" stroke="var(--bg)" stroke-width="2" />
        </svg>
      )}
      {/* Spec §3 shopping basket: this check is part of a purchase. Decorative: the session does not say what is bought. */}
      {shell.switches.shoppingBasket && flowCopyOf(shell.copy?.flow) === 'purchase'
        ? icon('M4 9h16l-2 11H6zM9 9l3-5 3 5', 'dialog__basket')
        : null}
      {onClose ? (
        <button
          type="button"
          className="icon-button dialog__close"
          aria-label={text.dialog.closeLabel()}
          onClick={onClose}
        >
          {icon('M6 6l12 12M18 6L6 18')}
        </button>
      ) : null}
    </div>
  )
}
