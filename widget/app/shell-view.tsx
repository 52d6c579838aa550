import type { Signal } from '@preact/signals'
import type { ReactElement } from 'react'
import type { SessionDetails, Strategy } from '../session-api/session-details'
import type { Text } from '../i18n/text'
import type { CancelReason } from '../session-api/cancel-session'
import type { HttpClient } from '../session-api/http-client'
import { App } from './App'
import type { Flow } from '../kit/flow'
import { heldBack } from './held-back'
import type { Publish } from '../analytics-events'
import type { Resume } from '../kit/screen-props'
import type { Entry, ScreenModule } from './screen-registry'
import { createStrategyHost, type StrategyHost } from './strategy-host'
import type { Switches } from '../ui/switches'

export interface ShellViewOptions {
  flow: Flow
  text: Signal<Text>
  /** The locale the text was served in. */
  locale: string
  switches: Switches
  publish: Publish
  report: (error: unknown) => void
  /** Focus held inside the frame (a running modal). */
  containFocus: () => boolean
  /** The session, when its details were valid and its first screen loaded; without it the flow has failed already. */
  session: {
    details: SessionDetails
    http: HttpClient
    strategy: Strategy
    screen: ScreenModule
    /** The strategy's registry entry, resolved by whoever loaded its screen. */
    entry: Entry
    cancel: (reason: CancelReason) => Promise<void>
    kycAnytime: boolean
    resume: Resume
    initialPath: '/' | '/consent'
  } | null
}

/**
 * The shell as it first renders: the strategy host showing the session's
 * first strategy, inside the App. One composition for the browser (which
 * renders or hydrates it, boot/start.tsx) and for the build, which renders
 * the same thing to HTML for the first-screen document (tools/build/prerender.ts):
 * the markup hydrates only if both made it the same way.
 */
export function shellView({ flow, text, locale, switches, publish, report, containFocus, session }: ShellViewOptions): {
  host: StrategyHost | null
  view: ReactElement
} {
  let host: StrategyHost | null = null
  if (session) {
    const { details, http, strategy, screen, entry, cancel, kycAnytime, resume, initialPath } = session
    host = createStrategyHost({ details, http, flow, report, cancel, kycAnytime, text, locale })
    host.show(strategy, screen, resume, initialPath, entry)
  }
  const close = session ? () => void session.cancel('go_back') : undefined
  return {
    host,
    view: (
      <App
        flow={flow}
        text={text}
        host={host}
        report={report}
        shell={{ switches, publish, close, copy: session?.details, containFocus, heldBack }}
      />
    ),
  }
}
