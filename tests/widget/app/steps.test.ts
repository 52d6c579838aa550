import { describe, expect, it } from 'vitest'
import { createSteps } from '../../../widget/ui/steps'

describe('steps as in-memory routes with their own history', () => {
  it('goes forward, replaces without a way back, and goes back one step', () => {
    const steps = createSteps('/')
    const at = () => steps.hook()[0]
    expect(steps.canGoBack()).toBe(false)
    steps.go('/otp/intro', { replace: true })
    expect([at(), steps.canGoBack()]).toEqual(['/otp/intro', false])
    steps.go('/otp/input')
    expect([at(), steps.canGoBack()]).toEqual(['/otp/input', true])
    steps.go('/otp/input')
    expect(steps.back()).toBe(true)
    expect(at()).toBe('/otp/intro')
    expect(steps.back()).toBe(false)
    expect(at()).toBe('/otp/intro')
  })

  it('never touches the page’s history', () => {
    const before = history.length
    const steps = createSteps('/')
    steps.go('/a')
    steps.go('/b')
    steps.back()
    expect(history.length).toBe(before)
    expect(location.pathname).toBe('/')
  })
})
