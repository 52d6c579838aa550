import { signal, type Signal } from '@preact/signals'
import type { ComponentType } from 'react'
import type { SessionDetails, Strategy } from '../session-api/session-details'
import type { Text } from '../i18n/text'
import type { CancelReason } from '../session-api/cancel-session'
import type { HttpClient } from '../session-api/http-client'
import type { Flow } from './flow'
import { loadChunk } from './load-chunk'
import type { Resume, ScreenProps } from './screen-props'
import { screenEntry, type ScreenModule } from './screen-registry'

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
  /** Shows a strategy whose chunk is loaded. */
  show(strategy: Strategy, screen: ScreenModule, resume: Resume, initialPath?: string): void
  options: HostOptions
  current(): Strategy | null
  /** The strategy the shopper is in: the one shown last, also while the next one loads (for analytics). */
  shown(): Strategy | null
}

/**
 * Owns which strategy the dialog shows. Switching to another strategy
 * (spec §4, docs/architecture.md "Switching method") loads on demand
 * (./switch-strategy): most sessions never switch.
 */
export function createStrategyHost(options: HostOptions): StrategyHost {
  const stage = signal<Stage>({ kind: 'switching' })
  let id = 0
  let shown: Strategy | null = null
  const switching = () => import('./switch-strategy')
  const host: StrategyHost = {
    stage,
    options,
    current: () => {
      const now = stage.peek()
      return now.kind === 'strategy' ? now.strategy : null
    },
    shown: () => shown,
    show(strategy, screen, resume, initialPath = '/') {
      shown = strategy
      const entry = screenEntry(strategy.type)
      const base: ScreenProps = {
        strategy,
        details: options.details,
        http: options.http,
        flow: options.flow,
        report: options.report,
        resume,
        switchTo: function switchTo(next) {
          void loadChunk('switch', switching).then(
            (m) => m.switchTo(host, next, strategy),
            (error: unknown) => {
              options.report(error)
              // Nothing changed at the session: trying again is loading the switch once more (as when the next
              // family's code fails to load), from the strategy the session is moving on from.
              stage.value = { kind: 'switching', failed: error, retry: () => switchTo(next) }
            },
          )
        },
        // Without the switching code nothing changed: the screen says the connection was lost.
        changeMethod: () =>
          loadChunk('switch', switching).then(
            (m) => m.changeMethod(host),
            (error: unknown) => (options.report(error), 'offline' as const),
          ),
        cancel: options.cancel,
      }
      stage.value = {
        kind: 'strategy',
        id: ++id,
        strategy,
        Screen: screen.default,
        guarded: !!entry.guarded,
        props: { ...base, ...entry.extras?.(base, { kycAnytime: options.kycAnytime }) },
        initialPath,
      }
    },
  }
  return host
}
