import { createContext, useContext, type ComponentType } from 'react'
import type { CopyContext } from './flow-copy'
import type { Publish } from '../analytics-events'
import { DEFAULT_SWITCHES, type Switches } from './switches'

/** What every dialog needs from the session: whose text to use, the switches, and what closing means. */
export interface Shell {
  strategyType: string
  switches: Switches
  publish: Publish
  /** Closing a strategy dialog: cancel the session (after confirmation). */
  close?: () => void
  /** The flow and merchant, for the cancel warning's words. */
  copy?: CopyContext
  /**
   * Keep Tab inside the dialog: only while the page presents the widget as a
   * modal and the flow runs. Inline, or once the flow has ended, Tab must be
   * able to leave the frame for the merchant's own controls (WCAG 2.1.2).
   * Reads signals: called while rendering, it re-renders the dialog when the answer changes.
   */
  containFocus?: () => boolean
  /**
   * What the shell holds back from the first screen (app/held-back.ts), spec
   * §2.3's cancel confirmation among it: `module.value` once here (a signal:
   * the dialog renders again when it arrives), `load()` fetches it. Without
   * it a dialog closes without asking, as when it cannot arrive at all.
   */
  heldBack?: HeldBackPieces
}

export interface HeldBackPieces {
  readonly module: {
    readonly value: { CancelConfirmation: ComponentType<{ onReturn: () => void; onEnd: () => void }> } | undefined
  }
  load(): Promise<unknown>
}

export const ShellContext = createContext<Shell>({
  strategyType: 'generic',
  switches: DEFAULT_SWITCHES,
  publish: () => {},
})

export const useShell = () => useContext(ShellContext)
