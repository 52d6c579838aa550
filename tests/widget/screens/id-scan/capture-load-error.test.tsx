import { screen, waitFor } from '@testing-library/preact'
import { expect, it, vi } from 'vitest'
import type { ScreenProps } from '../../../../widget/kit/screen-props'
import { ShellContext } from '../../../../widget/ui/shell-context'
import { DEFAULT_SWITCHES } from '../../../../widget/ui/switches'
import IdScanScreen from '../../../../widget/screens/id-scan/IdScanScreen'
import { harness } from '../../screen-harness'

// The capture's chunk (camera, checks, uploads) cannot load: a lost connection as the step opens.
vi.mock('../../../../widget/screens/id-scan/CapturePage', () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
)

it.each(['id_scan', 'selfie_registration'])(
  '%s: a capture that cannot load offers to try again, and is an analytics event naming the part',
  async (type) => {
    const capture = { status: 'in_progress', pending: { kind: 'capture' }, received: [] }
    const h = harness({ type, market: 'IE', resume: { known: capture, answer: Promise.resolve(capture) } })
    const publish = vi.fn()
    h.mount((props: ScreenProps) => (
      <ShellContext.Provider value={{ strategyType: props.strategy.type, switches: DEFAULT_SWITCHES, publish }}>
        <IdScanScreen {...props} />
      </ShellContext.Provider>
    ))
    await screen.findByRole('button', { name: 'Try again' })
    await waitFor(() => expect(publish).toHaveBeenCalledWith(`${type}:sdk-load-error`, { part: 'capture' }))
  },
)
