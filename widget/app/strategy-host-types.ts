import type { Signal } from '@preact/signals'
import type { ComponentType } from 'react'
import type { SessionDetails, Strategy } from '../session-api/session-details'
import type { Text } from '../i18n/text'
import type { CancelReason } from '../session-api/cancel-session'
import type { HttpClient } from '../session-api/http-client'
import type { Flow } from '../kit/flow'
import type { Resume, ScreenProps } from '../kit/screen-props'
import type { Entry, ScreenModule } from './screen-registry'

/**
 * The strategy host's shape, apart from the host: the switching code
 * (./switch-strategy, loaded on demand by the host) takes a host of this
 * shape, and a type taken back from the module that loads it would be a
 * circle.
 */

/** What the dialog shows: a strategy's screen, or the pause while the next strategy loads. */
export type Stage =
  | {
      kind: 'strategy'
      id: number
      strategy: Strategy
      Screen: ComponentType<ScreenProps>
      guarded: boolean
      props: ScreenProps
      initialPath: string
    }
  | { kind: 'switching'; failed?: unknown; retry?: () => void }

export interface HostOptions {
  details: SessionDetails
  http: HttpClient
  flow: Flow
  report: (error: unknown) => void
  cancel: (reason: CancelReason) => Promise<void>
  kycAnytime: boolean
  /** The text the widget shows; switching replaces it with text that has the next family's namespace. */
  text: Signal<Text>
  /** The locale the text was served in. */
  locale: string
}

export interface StrategyHost {
  stage: Signal<Stage>
  /** Shows a strategy whose chunk is loaded (`entry`: its registry entry, as the caller resolved it to load the chunk). */
  show(strategy: Strategy, screen: ScreenModule, resume: Resume, initialPath: string, entry: Entry): void
  options: HostOptions
  current(): Strategy | null
  /** The strategy the shopper is in: the one shown last, also while the next one loads (for analytics). */
  shown(): Strategy | null
}
