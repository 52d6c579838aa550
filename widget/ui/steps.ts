import { signal } from '@preact/signals'
import { createContext, useContext } from 'react'

type Navigate = (to: string, options?: { replace?: boolean }) => void

export interface Steps {
  /** wouter's location hook: the current step path and navigate(to, { replace }). */
  hook: () => [string, Navigate]
  /** Goes to a step by its full path (for controllers, outside any route). */
  go: Navigate
  /** One step back; false when there is none (the dialog then shows no back arrow). */
  back(): boolean
  canGoBack(): boolean
  /**
   * The step the index (`/`) stands for, set by the family's routes as they
   * render: the first step opens on the first render, not one render later
   * through a redirect (a second render of the whole screen on a slow phone).
   */
  index(path: string): void
}

/**
 * A strategy's steps as in-memory routes with their own history: the
 * dialog's back arrow goes one step back, and the page's history is never
 * touched (the widget lives in a frame of someone else's checkout).
 * `replace` moves on without a way back (consent given, a code sent, a result).
 */
export function createSteps(initialPath: string): Steps {
  const stack = signal([initialPath])
  let indexPath = '/'
  const resolve = (path: string) => (path === '/' ? indexPath : path)
  const navigate = (to: string, { replace = false } = {}) => {
    const current = stack.peek()
    if (to === resolve(current[current.length - 1]!)) return
    stack.value = replace ? [...current.slice(0, -1), to] : [...current, to]
  }
  return {
    hook: () => [resolve(stack.value[stack.value.length - 1]!), navigate],
    go: navigate,
    back() {
      if (stack.peek().length < 2) return false
      stack.value = stack.peek().slice(0, -1)
      return true
    },
    canGoBack: () => stack.value.length > 1,
    index(path) {
      indexPath = path
    },
  }
}

export const StepsContext = createContext<Steps | null>(null)

export const useSteps = () => useContext(StepsContext)
