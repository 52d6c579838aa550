import { signal } from '@preact/signals'
import { loadChunk } from '../kit/load-chunk'
import { loadBuiltStylesheet } from '../kit/load-stylesheet'

type AfterFirstScreen = typeof import('./after-first-screen')

const loaded = signal<AfterFirstScreen | undefined>(undefined)
let loading: Promise<AfterFirstScreen> | undefined
/** What else the pieces need before they can show (the text they show); each done once. */
const needs: Array<() => Promise<unknown>> = []

/**
 * The pieces held back from the first screen (./after-first-screen.ts) and
 * their stylesheet (./styles.css). The shell prefetches them as soon as the
 * first screen is up; whatever needs one earlier loads it then (a retry
 * after a failure asks again).
 * Components read `module.value`, so they render again when it arrives.
 */
export const heldBack = {
  module: loaded,
  load(): Promise<AfterFirstScreen> {
    loading ??= Promise.all([
      loadChunk('after-first-screen', () => import('./after-first-screen')),
      // Their own rules (./styles.css), which no first screen needs.
      loadChunk('after-first-screen', () => loadBuiltStylesheet('held-back')),
      ...needs.map((need) => need()),
    ]).then(
      ([module]) => (loaded.value = module),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  },
  /**
   * Something the pieces need besides their code, loaded with it: they show
   * when both are here. Done once; after a failure the next load tries again.
   */
  need(task: () => Promise<unknown>): void {
    let done: Promise<unknown> | undefined
    needs.push(() => (done ??= task().catch((error: unknown) => ((done = undefined), Promise.reject(error)))))
    // Asked for after a load began: the pieces wait for this too.
    if (loading && !loaded.peek()) loading = undefined
  },
}
