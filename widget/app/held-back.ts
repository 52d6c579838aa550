import { signal } from '@preact/signals'
import { loadChunk } from './load-chunk'

type AfterFirstScreen = typeof import('./after-first-screen')

const loaded = signal<AfterFirstScreen | undefined>(undefined)
let loading: Promise<AfterFirstScreen> | undefined

/**
 * The pieces held back from the first screen (./after-first-screen.ts). The
 * shell prefetches them as soon as the first screen is up; whatever needs
 * one earlier loads it then (a retry after a failure asks again).
 * Components read `module.value`, so they render again when it arrives.
 */
export const heldBack = {
  module: loaded,
  load(): Promise<AfterFirstScreen> {
    loading ??= loadChunk('after-first-screen', () => import('./after-first-screen')).then(
      (module) => (loaded.value = module),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  },
}
