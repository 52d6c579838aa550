import { fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { lazyPart } from '../../../widget/app/lazy-part'
import { renderWithText } from '../render'

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>
const placeholder = <p>Loading the part…</p>

describe('a part of a screen its first step does not show (app/lazy-part.tsx)', () => {
  it('shows its fallback until it is here, then itself', async () => {
    let arrive!: () => void
    const load = vi.fn(() => new Promise<{ default: typeof Hello }>((resolve) => (arrive = () => resolve({ default: Hello }))))
    const Part = lazyPart('hello', load)
    renderWithText(<Part name="Åsa" fallback={placeholder} />)
    expect(screen.getByText('Loading the part…')).toBeTruthy()
    arrive()
    expect(await screen.findByText('Hello Åsa')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
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

  it('offers to try again when it cannot load, and then loads', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Hello }>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ default: Hello })
    const Part = lazyPart('hello', load)
    renderWithText(<Part name="Cy" fallback={placeholder} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Hello Cy')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
