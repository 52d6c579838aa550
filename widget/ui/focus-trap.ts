import { useLayoutEffect, type RefObject } from 'react'

const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab and Shift+Tab inside `container`: inside a modal's iframe, tabbing
 * past the last control would otherwise land on the checkout page behind it.
 * Callers use it only while the widget is a modal (Shell `containFocus`).
 */
export function trapFocus(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]'))
  const active = container.ownerDocument.activeElement!
  // A focused heading (tabindex -1) sits between controls: compare positions, not identity.
  const edge = items[event.shiftKey ? 0 : items.length - 1]
  const past = edge && (edge === active || edge.compareDocumentPosition(active) & (event.shiftKey ? 2 : 4))
  if (!items.length || past || !container.contains(active)) {
    event.preventDefault()
    items[event.shiftKey ? items.length - 1 : 0]?.focus()
  }
}

/** Gives focus back to whatever had it before `ref`'s element appeared, when it goes. */
export function useRestoreFocus(ref: RefObject<HTMLElement | null>): void {
  // Layout effect: captured before any child effect moves focus into the new element.
  useLayoutEffect(() => {
    const previous = ref.current?.ownerDocument.activeElement as HTMLElement | null
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true })
    }
  }, [ref])
}
