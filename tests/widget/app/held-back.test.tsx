import { fireEvent, render, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { App } from '../../../widget/app/App'
import { createFlow } from '../../../widget/kit/flow'
import { heldBack } from '../../../widget/app/held-back'
import { ShellContext } from '../../../widget/ui/shell-context'
import { DEFAULT_SWITCHES } from '../../../widget/ui/switches'
import { createText, TextContext } from '../../../widget/i18n/text'
import { Dialog } from '../../../widget/ui/Dialog'
import { english } from '../render'

/**
 * The pieces held back from the first screen (widget/app/held-back.ts), met
 * before they have arrived: the loaded module is taken away, and the next
 * load is made to answer late or not at all.
 */
const loaded = heldBack.module.value!
let arrive: (() => void) | undefined
beforeEach(() => {
  heldBack.module.value = undefined
})
afterEach(() => {
  heldBack.module.value = loaded
  arrive = undefined
})
const late = () =>
  vi
    .spyOn(heldBack, 'load')
    .mockImplementation(() => new Promise((resolve) => (arrive = () => resolve((heldBack.module.value = loaded)))))
const never = () => vi.spyOn(heldBack, 'load').mockRejectedValue(new Error('Loading chunk after-first-screen failed'))

function dialog() {
  const close = vi.fn()
  render(
    <TextContext.Provider value={createText('en', english)}>
      <ShellContext.Provider
        value={{ strategyType: 'otp_phone', switches: DEFAULT_SWITCHES, publish: vi.fn(), close, heldBack }}
      >
        <Dialog title="Enter the code">
          <input aria-label="Code" />
        </Dialog>
      </ShellContext.Provider>
    </TextContext.Provider>,
  )
  return { close }
}

function failedApp() {
  const post = vi.fn()
  const flow = createFlow({ post }, { hideErrorScreen: false })
  flow.fail({ strategy: 'otp_phone', reason: 'too-many-attempts', error: 'x' })
  render(
    <App
      flow={flow}
      text={{ value: createText('en', english) } as never}
      host={null}
      shell={{ switches: DEFAULT_SWITCHES, publish: vi.fn() }}
    />,
  )
  return { post }
}

describe('held back until after the first screen', () => {
  it('a close before the cancel confirmation has arrived waits for it, then asks; the dialog stays usable meanwhile', async () => {
    late()
    const { close } = dialog()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByRole('textbox', { name: 'Code' }).closest('[inert]')).toBeNull()
    arrive!()
    expect(await screen.findByRole('alertdialog', { name: 'Stop confirming it’s you?' })).toBeTruthy()
    expect(close).not.toHaveBeenCalled()
  })

  it('when it cannot arrive at all, closing still closes', async () => {
    never()
    const { close } = dialog()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await vi.waitFor(() => expect(close).toHaveBeenCalledOnce())
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('a failure before the failure screen has arrived shows the wait, then the failure screen', async () => {
    late()
    failedApp()
    expect(screen.getByRole('dialog', { name: 'Please wait' }).getAttribute('aria-busy')).toBe('true')
    arrive!()
    expect(
      await screen.findByRole('heading', { name: 'You have exceeded the number of attempts permitted' }),
    ).toBeTruthy()
  })

  it('a failure screen that cannot arrive offers a retry and the way back, which ends the flow with the failure', async () => {
    never()
    const { post } = failedApp()
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    late()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    arrive!()
    expect(
      await screen.findByRole('heading', { name: 'You have exceeded the number of attempts permitted' }),
    ).toBeTruthy()
    expect(post).not.toHaveBeenCalledWith('onComplete', expect.anything())
  })

  it('the way back from a failure screen that cannot arrive ends the flow with the failure', async () => {
    never()
    const { post } = failedApp()
    fireEvent.click(await screen.findByRole('button', { name: 'Go back to checkout' }))
    expect(post).toHaveBeenCalledWith(
      'onComplete',
      expect.objectContaining({ status: 'failure', reason: 'too-many-attempts' }),
    )
  })

  it('wait for what they need besides their code (their text), done once, tried again after a failure', async () => {
    vi.resetModules()
    const fresh = (await import('../../../widget/app/held-back')).heldBack
    let offline = true
    const text = vi.fn(async () => {
      if (offline) throw new Error('offline')
    })
    fresh.need(text)
    await expect(fresh.load()).rejects.toThrow('offline')
    expect(fresh.module.value).toBeUndefined()
    offline = false
    await fresh.load()
    expect(fresh.module.value?.CancelConfirmation).toBeTypeOf('function')
    await fresh.load()
    expect(text).toHaveBeenCalledTimes(2)
  })
})
