import type { ComponentType } from 'react'
import { vi } from 'vitest'
import type { ScreenProps } from '../../../../widget/kit/screen-props'
import { ShellContext } from '../../../../widget/ui/shell-context'
import { DEFAULT_SWITCHES, type Switches } from '../../../../widget/ui/switches'
import { ChildWindowIoContext } from '../../../../widget/kit/use-handoff'
import { fakeWindows } from '../../fake-windows'
import { harness, type HarnessOptions } from '../../screen-harness'

/** A hand-off family's screen as the shell mounts it, over fake windows, with analytics as a spy. */
export function mountHandoff(
  Screen: ComponentType<ScreenProps>,
  options: HarnessOptions & { blocked?: boolean; over?: Partial<ScreenProps>; switches?: Partial<Switches> } = {},
) {
  const w = fakeWindows({ blocked: options.blocked })
  const publish = vi.fn()
  const h = harness({
    ...options,
    wrap: (ui) => (
      <ShellContext.Provider
        value={{ strategyType: options.type ?? 'x', switches: { ...DEFAULT_SWITCHES, ...options.switches }, publish }}
      >
        <ChildWindowIoContext.Provider value={w.io}>{ui}</ChildWindowIoContext.Provider>
      </ShellContext.Provider>
    ),
  })
  const view = h.mount(Screen, options.over)
  return { ...h, w, publish, view }
}

export const waitingAt = (kind: string, extra: Record<string, unknown> = {}) => ({
  status: 'in_progress',
  pending: { kind },
  handoff_url: 'https://partner.test/go',
  ...extra,
})
