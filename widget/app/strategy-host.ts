import { signal } from '@preact/signals'
import type { Strategy } from '../session-api/session-details'
import { loadChunk } from '../kit/load-chunk'
import type { ScreenProps } from '../kit/screen-props'
import type { Stage, StrategyHost, HostOptions } from './strategy-host-types'

export type { HostOptions, Stage, StrategyHost } from './strategy-host-types'

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
    show(strategy, screen, resume, initialPath, entry) {
      shown = strategy
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
        guarded: !!entry.info?.guarded,
        props: { ...base, ...entry.extras?.(base, { kycAnytime: options.kycAnytime }) },
        initialPath,
      }
    },
  }
  return host
}
