import { act, render, screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import { Route, Router } from 'wouter'
import { createSteps, StepsContext } from '../../../widget/ui/steps'
import { StrategyRoutes } from '../../../widget/kit/StrategyRoutes'

function mount(initialPath = '/', first = '/intro') {
  const steps = createSteps(initialPath)
  const renders: string[] = []
  const Step = ({ name }: { name: string }) => (renders.push(name), (<h1>{name}</h1>))
  // What the shopper's step is inside (a family's screen reading the location, as its dialogs do).
  const Where = () => (renders.push(`at ${steps.hook()[0]}`), null)
  render(
    <StepsContext.Provider value={steps}>
      <Router hook={steps.hook}>
        <Where />
        <StrategyRoutes base="/otp" first={first}>
          <Route path="/intro">
            <Step name="intro" />
          </Route>
          <Route path="/input">
            <Step name="input" />
          </Route>
        </StrategyRoutes>
      </Router>
    </StepsContext.Provider>,
  )
  return { steps, renders }
}

describe('a family’s steps', () => {
  it('open the first step on the first render, not a render later through a redirect', () => {
    const { steps, renders } = mount()
    expect(screen.getByRole('heading').textContent).toBe('intro')
    expect(renders).toEqual(['at /', 'intro'])
    expect(steps.hook()[0]).toBe('/otp/intro')
    expect(steps.canGoBack()).toBe(false)
  })

  it('open where a resumed session stands, and going there again adds no step', () => {
    const { steps, renders } = mount('/', '/input')
    expect(renders).toEqual(['at /', 'input'])
    act(() => steps.go('/otp/input'))
    expect(steps.canGoBack()).toBe(false)
  })

  it('go on and back: back from the second step shows the first again', () => {
    const { steps } = mount()
    act(() => steps.go('/otp/input'))
    expect(screen.getByRole('heading').textContent).toBe('input')
    expect(steps.canGoBack()).toBe(true)
    act(() => void steps.back())
    expect(screen.getByRole('heading').textContent).toBe('intro')
  })

  it('a path the family does not know opens its first step', async () => {
    const { steps } = mount('/otp/nowhere')
    expect(await screen.findByRole('heading')).toHaveProperty('textContent', 'intro')
    expect(steps.hook()[0]).toBe('/otp/intro')
  })
})
