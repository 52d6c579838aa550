import type { ComponentType, ReactNode } from 'react'
import { vi } from 'vitest'
import { Router } from 'wouter'
import { createFlow } from '../../widget/kit/flow'
import type { Resume, ScreenProps } from '../../widget/kit/screen-props'
import { createSteps, StepsContext } from '../../widget/ui/steps'
import { renderWithText } from './render'
import { fakeSessionServer } from './session-server'

export interface HarnessOptions {
  type?: string
  market?: string
  /** Answers by action name (the URL's last segment; the state read is the strategy type itself). */
  answers?: Record<string, Array<unknown | Error>>
  resume?: Resume
  hideErrorScreen?: boolean
  /** Wraps the screen (a provider the test needs, such as fake child windows). */
  wrap?: (screen: ReactNode) => ReactNode
}

/**
 * A strategy screen as the shell mounts it: its props (flow, calls to a fake
 * session server, the switch and cancel callbacks as spies), in-memory step
 * routes and the English text.
 */
export function harness({
  type = 'otp_phone',
  market = 'SE',
  answers = {},
  resume,
  hideErrorScreen = false,
  wrap = (screen) => screen,
}: HarnessOptions = {}) {
  const bridge = { post: vi.fn() }
  const flow = createFlow(bridge, { hideErrorScreen })
  const server = fakeSessionServer(answers)
  const props: ScreenProps = {
    strategy: { type, market },
    details: {
      session_id: 's1',
      url: 'https://api.provider.com/v1/sessions/s1',
      locale: 'en',
      strategies: [{ type, market }],
      presentation_data: { require_consent: false, hide_error_screen: hideErrorScreen },
      flow: 'generic',
      experiments: [],
    },
    http: server.http,
    flow,
    report: vi.fn(),
    resume: resume ?? { answer: Promise.resolve(null) },
    switchTo: vi.fn(),
    changeMethod: vi.fn(async () => 'done' as const),
    cancel: vi.fn(async () => {}),
  }
  const steps = createSteps('/')
  const mount = (Screen: ComponentType<ScreenProps>, over: Partial<ScreenProps> = {}) =>
    renderWithText(
      <StepsContext.Provider value={steps}>
        <Router hook={steps.hook}>{wrap(<Screen {...props} {...over} />)}</Router>
      </StepsContext.Provider>,
    )
  /** The step the shopper is on. */
  const path = () => steps.hook()[0]
  return { ...server, bridge, flow, props, steps, mount, path }
}
