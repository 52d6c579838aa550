import { Component, type ReactNode } from 'react'
import { ClosingStep } from '../ui/ClosingStep'
import type { Flow } from '../kit/flow'

interface CrashGuardProps {
  flow: Flow
  /** Strategy type the guarded screen belongs to, for the failure text. */
  strategy: string
  /** Where the crash is reported beyond the parent page (the error transport). */
  report?: (error: unknown) => void
  children: ReactNode
}

/**
 * Spec §2.1 crash guard: a screen that throws while rendering becomes the
 * failure screen (technical issue), whose go-back completes the flow with the
 * error. The crash is reported as a technical-failure event. With
 * hide_error_screen the flow completes at once and the failure screen never
 * comes: the guard then shows the closing step, never a blank frame.
 */
export class CrashGuard extends Component<CrashGuardProps, { crashed: boolean }> {
  override state = { crashed: false }

  static override getDerivedStateFromError() {
    return { crashed: true }
  }

  override componentDidCatch(error: unknown) {
    const { flow, strategy, report } = this.props
    const message = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error'
    flow.event('technical_failure', { strategy, error: message })
    report?.(error)
    flow.fail({ strategy, reason: 'technical-issue', error: `crash: ${message}`, event: 'technical_failure' })
  }

  override render() {
    return this.state.crashed ? <ClosingStep /> : this.props.children
  }
}
