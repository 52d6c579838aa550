import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { useText } from '../i18n/text'
import { Button } from '../ui/Button'
import { afterPaint } from './after-paint'
import { laterText } from './later-text'
import { loadChunk, onceUntilFailed } from './load-chunk'
import { prefetchWelcome } from './prefetch-welcome'

/**
 * `onLoadError`: told each time the part could not load (a family's analytics event). `failed`: what shows
 * instead when it could not (else `fallback` with a way to try again).
 */
type PartProps = { fallback: ReactNode; failed?: ReactNode; onLoadError?: () => void }
export type LazyPart<P> = ComponentType<P & PartProps> & {
  /** Starts loading it (when the step before it shows): it is usually here by the time it is needed. */
  prefetch(): void
}

/**
 * A part of a family's screen that its first step does not show (a later
 * step, a QR code), in a chunk of its own: the first-screen document
 * carries a family's first step, not all of it (docs/architecture.md "Budgets").
 * Until it is here it shows `fallback`; if it cannot load, `fallback` with
 * a way to try again.
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPart<P> {
  let Loaded: ComponentType<P> | undefined
  // A later part shows with its text: a family's document may have left its groups out (./later-text.ts).
  const fetch = onceUntilFailed(() =>
    Promise.all([loadChunk(name, load), laterText.ready()]).then(([module]) => (Loaded = module.default)),
  )
  // biome-ignore lint/correctness/noComponentHookFactories: one component per lazy part, made once at module level by its caller
  function Part({ fallback, failed, onLoadError, ...props }: P & PartProps) {
    const text = useText()
    const [state, setState] = useState<'loading' | 'failed' | 'here'>(Loaded ? 'here' : 'loading')
    const get = () =>
      void fetch().then(
        () => setState('here'),
        () => (setState('failed'), onLoadError?.()),
      )
    // Always: the part may have arrived between this render and its effect (a prefetch in flight),
    // and then only a state change draws it.
    useEffect(get, [])
    if (Loaded) return <Loaded {...(props as P)} />
    if (state === 'loading') return fallback
    if (failed !== undefined) return failed
    return (
      <>
        {fallback}
        <Button variant="link" onClick={() => (setState('loading'), get())}>
          {text.common.tryAgain()}
        </Button>
      </>
    )
  }
  return Object.assign(Part, { prefetch: () => void fetch().catch(() => {}) })
}

/** Prefetches `parts` once the step that uses this has painted (see after-paint.ts). */
export function usePrefetch(...parts: readonly Pick<LazyPart<never>, 'prefetch'>[]): void {
  useEffect(
    () =>
      afterPaint(() => {
        if (prefetchWelcome()) for (const part of parts) part.prefetch()
      }),
    [],
  )
}

type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never

/**
 * Several later steps from one chunk (a family's steps after its first),
 * each a LazyPart: `const part = lazyParts('bank-login', () => import('./later-steps'))`,
 * then `const Selection = part('SelectionStep')`. Prefetching one fetches them all.
 */
export function lazyParts<M extends Record<string, unknown>>(name: string, load: () => Promise<M>) {
  // One import for every part; a failed one is asked again (loadChunk gives the retry a new URL).
  const once = onceUntilFailed(load)
  return <K extends keyof M & string>(key: K): LazyPart<PropsOf<M[K]>> =>
    lazyPart<PropsOf<M[K]>>(`${name}-${key}`, () =>
      once().then((m) => ({ default: m[key] as ComponentType<PropsOf<M[K]>> })),
    )
}
