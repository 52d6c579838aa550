import { act, fireEvent, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import KlappAuthenticatorScreen from '../../../../widget/screens/klapp-authenticator/KlappAuthenticatorScreen'
import { WidgetError } from '../../../../widget/widget-error'
import { harness, type HarnessOptions } from '../../screen-harness'

const waiting = (resend = 20) => ({
  status: 'in_progress',
  pending: { kind: 'phone_app' },
  resend_available_in: resend,
})

function setup(answers: Record<string, Array<unknown | Error>>, more: HarnessOptions = {}) {
  const h = harness({ type: 'klapp_authenticator', answers, ...more })
  h.mount(KlappAuthenticatorScreen)
  return h
}

describe('approval in the app', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('sends the request as it opens, waits, and offers to send it again after the cooldown', async () => {
    const h = setup({ start: [waiting(3)], resend: [waiting(20)], klapp_authenticator: [waiting(0), waiting(0)] })
    await screen.findByText('Waiting for your approval…')
    expect(h.calls.filter((c) => c.action === 'start')).toHaveLength(1)
    await screen.findByText('You can send the request again in 3 seconds.')
    await act(async () => void (await vi.advanceTimersByTimeAsync(3500)))
    fireEvent.click(screen.getByRole('button', { name: 'Send the request again' }))
    await screen.findByText('You can send the request again in 20 seconds.')
    expect(h.calls.filter((c) => c.action === 'resend')).toHaveLength(1)
  })

  it('a dismissed request says so and sends a new one', async () => {
    const h = setup({ start: [waiting(), waiting()], klapp_authenticator: [{ status: 'in_progress', pending: null }] })
    await screen.findByText('Waiting for your approval…')
    await act(async () => void (await vi.advanceTimersByTimeAsync(2100)))
    await screen.findByRole('heading', { name: 'The request wasn’t approved' })
    fireEvent.click(screen.getByRole('button', { name: 'Send a new request' }))
    await screen.findByText('Waiting for your approval…')
    expect(h.calls.filter((c) => c.action === 'start')).toHaveLength(2)
  })

  it('keeps waiting through a dropped connection, saying so', async () => {
    setup({ start: [waiting()], klapp_authenticator: [new WidgetError('network', 'offline'), waiting()] })
    await screen.findByText('Waiting for your approval…')
    await act(async () => void (await vi.advanceTimersByTimeAsync(2100)))
    await screen.findByText('We’ll keep trying until you’re back online.')
    await act(async () => void (await vi.advanceTimersByTimeAsync(4100)))
    expect(screen.queryByText('We’ll keep trying until you’re back online.')).toBeNull()
  })

  it('says the request is on its way until the session confirms it, never “waiting” before', async () => {
    setup({ start: [waiting()] })
    expect(screen.queryByText('Waiting for your approval…')).toBeNull()
    expect(screen.getByText('Sending the request to your phone…')).toBeTruthy()
    await screen.findByText('Waiting for your approval…')
  })

  it('a first request that could not go out (offline) says so, and its retry sends it', async () => {
    const h = setup({ start: [new WidgetError('network', 'offline'), waiting()] })
    await screen.findByText('Lost internet connection')
    expect(screen.queryByText('Waiting for your approval…')).toBeNull()
    expect(screen.queryByText('Sending the request to your phone…')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Send the request again' }))
    await screen.findByText('Waiting for your approval…')
    expect(h.calls.filter((c) => c.action === 'start')).toHaveLength(2)
    expect(h.calls.filter((c) => c.action === 'resend')).toHaveLength(0)
  })

  it('shows the illustration only when illustrations are on', async () => {
    setup({ start: [waiting()] })
    await screen.findByText('Waiting for your approval…')
    expect(document.querySelector('svg.illustration')).not.toBeNull()
  })

  it('after a reload with a request waiting, sends none', async () => {
    const known = waiting()
    const h = setup({}, { resume: { known, answer: Promise.resolve(known) } })
    await screen.findByText('Waiting for your approval…')
    expect(h.calls.filter((c) => c.action === 'start')).toHaveLength(0)
  })

  it('after a reload whose answer comes only after the first render, waits for it: a request waiting is not sent again', async () => {
    let arrive!: (raw: unknown) => void
    const h = setup({}, { resume: { answer: new Promise((resolve) => (arrive = resolve)), started: true } })
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)))
    expect(h.calls.filter((c) => c.action === 'start')).toHaveLength(0)
    arrive(waiting())
    await screen.findByText('Waiting for your approval…')
    expect(h.calls.filter((c) => c.action === 'start')).toHaveLength(0)
  })

  it('after a reload whose late answer shows no request waiting, sends one', async () => {
    let arrive!: (raw: unknown) => void
    const h = setup(
      { start: [waiting()] },
      { resume: { answer: new Promise((resolve) => (arrive = resolve)), started: true } },
    )
    arrive({ status: 'in_progress', pending: null })
    await screen.findByText('Waiting for your approval…')
    expect(h.calls.filter((c) => c.action === 'start')).toHaveLength(1)
  })
})
