import { fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { lazyPart, lazyParts } from '../../../widget/kit/lazy-part'
import { prefetchWelcome } from '../../../widget/kit/prefetch-welcome'
import { laterText } from '../../../widget/kit/later-text'
import { render as preactRender } from 'preact'
import { createText, TextContext } from '../../../widget/i18n/text'
import { english, renderWithText } from '../render'

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>
const placeholder = <p>Loading the part…</p>

describe('a part of a screen its first step does not show (kit/lazy-part.tsx)', () => {
  it('shows its fallback until it is here, then itself', async () => {
    let arrive!: () => void
    const load = vi.fn(
      () => new Promise<{ default: typeof Hello }>((resolve) => (arrive = () => resolve({ default: Hello }))),
    )
    const Part = lazyPart('hello', load)
    renderWithText(<Part name="Åsa" fallback={placeholder} />)
    expect(screen.getByText('Loading the part…')).toBeTruthy()
    arrive()
    expect(await screen.findByText('Hello Åsa')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })

  it('waits for the text its family’s document left out as for its code, and tries both again after a failure', async () => {
    let texts = 0
    let textArrives!: () => void
    let textFails!: () => void
    laterText.provide(
      () =>
        new Promise((resolve, reject) => {
          texts++
          textArrives = () => resolve(undefined)
          textFails = () => reject(new Error('offline'))
        }),
    )
    try {
      const Part = lazyPart('hello-later', async () => ({ default: Hello }))
      renderWithText(<Part name="Åsa" fallback={placeholder} />)
      await new Promise((r) => setTimeout(r))
      // The code is here, the text not yet: still the fallback, not a step without its words.
      expect(screen.getByText('Loading the part…')).toBeTruthy()
      textFails()
      fireEvent.click(await screen.findByRole('button', { name: english.common.tryAgain }))
      textArrives()
      expect(await screen.findByText('Hello Åsa')).toBeTruthy()
      expect(texts).toBe(2)
    } finally {
      laterText.provide(() => Promise.resolve())
    }
  })

  it('shows `failed` instead, with no way to try again, when it could not load; shown again, it tries again', async () => {
    let fail = true
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline')
      return { default: Hello }
    })
    const Part = lazyPart('hello-failed', load)
    const shown = (on: boolean) =>
      on ? <Part name="Åsa" fallback={placeholder} failed={<p>The send failed.</p>} /> : <p>nothing</p>
    const { rerender } = renderWithText(shown(true))
    expect(await screen.findByText('The send failed.')).toBeTruthy()
    expect(screen.queryByText('Loading the part…')).toBeNull()
    expect(screen.queryByRole('button', { name: english.common.tryAgain })).toBeNull()
    // The line goes (another try clears it) and comes back: the part is asked for again.
    fail = false
    rerender(<TextContext.Provider value={createText('en', english)}>{shown(false)}</TextContext.Provider>)
    rerender(<TextContext.Provider value={createText('en', english)}>{shown(true)}</TextContext.Provider>)
    expect(await screen.findByText('Hello Åsa')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('loads once, however often it is prefetched or shown; once here it shows at once', async () => {
    const load = vi.fn(async () => ({ default: Hello }))
    const Part = lazyPart('hello', load)
    Part.prefetch()
    Part.prefetch()
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce())
    await new Promise((r) => setTimeout(r))
    renderWithText(<Part name="Bo" fallback={placeholder} />)
    expect(screen.getByText('Hello Bo')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })

  it('offers to try again when it cannot load, and then loads; each failure is told to onLoadError', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Hello })
    const Part = lazyPart('hello', load)
    const onLoadError = vi.fn()
    renderWithText(<Part name="Cy" fallback={placeholder} onLoadError={onLoadError} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(onLoadError).toHaveBeenCalledOnce()
    expect(await screen.findByText('Hello Cy')).toBeTruthy()
    expect(onLoadError).toHaveBeenCalledOnce()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('several parts from one chunk: one import for all, prefetching one fetches the others, a failed import is asked again', async () => {
    const Bye = ({ name }: { name: string }) => <p>Bye {name}</p>
    const load = vi
      .fn<() => Promise<{ Hello: typeof Hello; Bye: typeof Bye }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Hello, Bye })
    const part = lazyParts('steps', load)
    const First = part('Hello')
    const Second = part('Bye')
    renderWithText(<First name="Di" fallback={placeholder} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Hello Di')).toBeTruthy()
    Second.prefetch()
    await new Promise((r) => setTimeout(r))
    renderWithText(<Second name="Ed" fallback={placeholder} />)
    expect(screen.getByText('Bye Ed')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('arriving between its first render and its effect (a prefetch in flight), it still shows', async () => {
    let arrive!: () => void
    const Part = lazyPart(
      'hello',
      () => new Promise<{ default: typeof Hello }>((resolve) => (arrive = () => resolve({ default: Hello }))),
    )
    Part.prefetch()
    const root = document.createElement('div')
    document.body.append(root)
    // Preact's own render, not testing-library's act(): effects run after paint, as in the browser.
    preactRender(
      <TextContext.Provider value={createText('en', english)}>
        <Part name="Fay" fallback={placeholder} />
      </TextContext.Provider>,
      root,
    )
    expect(root.textContent).toBe('Loading the part…')
    arrive()
    await vi.waitFor(() => expect(root.textContent).toBe('Hello Fay'))
    preactRender(null, root)
    root.remove()
  })
})

describe('prefetching a later step while the one before is read', () => {
  it('guesses on a good connection and where the browser says nothing; not on Save-Data, 2G or slow 2G', () => {
    expect(prefetchWelcome(undefined)).toBe(true)
    expect(prefetchWelcome({ effectiveType: '4g' })).toBe(true)
    expect(prefetchWelcome({ effectiveType: '3g', saveData: false })).toBe(true)
    expect(prefetchWelcome({ effectiveType: '4g', saveData: true })).toBe(false)
    expect(prefetchWelcome({ effectiveType: '2g' })).toBe(false)
    expect(prefetchWelcome({ effectiveType: 'slow-2g' })).toBe(false)
  })
})
