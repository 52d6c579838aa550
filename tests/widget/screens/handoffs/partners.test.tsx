import { act, fireEvent, screen } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import PartnerScreen from '../../../../widget/screens/partners/PartnerScreen'
import { WidgetError } from '../../../../widget/widget-error'
import { mountHandoff, waitingAt } from './setup'

const verifying = (extra: Record<string, unknown> = {}) => ({
  status: 'in_progress',
  pending: { kind: 'verification' },
  ...extra,
})

describe('partner hand-offs', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('iDIN: a confirmation, then the partner; without a page from the session, the token’s signicatUrl', async () => {
    const signicatUrl = 'https://preprod.signicat.com/std/method/idin/?id=x'
    const s = mountHandoff(PartnerScreen, {
      type: 'idin',
      market: 'NL',
      answers: { start: [waitingAt('partner', { handoff_url: undefined })] },
      over: { strategy: { type: 'idin', market: 'NL', signicatUrl } },
    })
    await screen.findByRole('heading', { name: 'Confirm your identity with iDIN' })
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Continue to iDIN' }))
    await screen.findByRole('heading', { name: 'Continue in the window we opened for iDIN' })
    act(() => s.w.hello(s.w.opened[0]!, 'n1'))
    expect(s.w.opened[0]!.url).toBe(signicatUrl)
  })

  it('iDIN: a page on a host other than iDIN’s two is refused (technical issue)', async () => {
    const s = mountHandoff(PartnerScreen, {
      type: 'idin',
      market: 'NL',
      answers: { start: [waitingAt('partner', { handoff_url: 'https://phish.example/idin' })] },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to iDIN' }))
    await vi.waitFor(() =>
      expect(s.flow.view.value).toMatchObject({
        kind: 'failure',
        failure: { strategy: 'idin', reason: 'technical-issue' },
      }),
    )
    expect(s.w.opened[0]!.closed).toBe(true)
  })

  it('check-in: consent at /checkin/consent, the partner at /checkin/index, the check at /checkin/verify/:applicationId', async () => {
    const s = mountHandoff(PartnerScreen, {
      type: 'checkin',
      answers: { start: [waitingAt('partner')], checkin: [verifying({ application_id: 'app_7' })] },
    })
    await screen.findByRole('heading', { name: 'Verify your identity with Checkin.com' })
    expect(s.path()).toBe('/checkin/consent')
    expect(screen.getByRole('link', { name: 'Read our privacy policy (opens in a new window)' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Agree and continue' }))
    await screen.findByRole('heading', { name: 'Continue in the window we opened for Checkin.com' })
    expect(s.path()).toBe('/checkin/index')
    await act(async () => void (await vi.advanceTimersByTimeAsync(2100)))
    await screen.findByRole('heading', { name: 'Please wait' })
    expect(s.path()).toBe('/checkin/verify/app_7')
    expect(screen.getByText('Verification takes under 2 minutes.', { selector: 'p.hint' })).toBeTruthy()
  })

  it('check-in: No thanks chooses another method; a start that cannot reach the session is told to analytics', async () => {
    const s = mountHandoff(PartnerScreen, {
      type: 'checkin',
      answers: { start: [new WidgetError('network', 'offline')] },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'No thanks' }))
    expect(s.props.changeMethod).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Agree and continue' }))
    await screen.findByText('Lost internet connection')
    expect(s.publish).toHaveBeenCalledWith('checkin_could_not_start', { cause: 'network' })
  })

  it('Kosma ID: intro, flow, then the check that takes under 3 minutes; a reload during the check opens on it', async () => {
    const known = verifying()
    const s = mountHandoff(PartnerScreen, { type: 'kosma_id', resume: { known, answer: Promise.resolve(known) } })
    await screen.findByRole('heading', { name: 'Please wait' })
    expect(s.path()).toBe('/kosma_id/verify')
    expect(screen.getByText('Verification takes under 3 minutes.', { selector: 'p.hint' })).toBeTruthy()
  })

  it('Kosma ID: what to have ready, and the start', async () => {
    const s = mountHandoff(PartnerScreen, { type: 'kosma_id', answers: { start: [waitingAt('partner')] } })
    await screen.findByRole('heading', { name: 'Verify your ID with Kosma' })
    expect(s.path()).toBe('/kosma_id/intro')
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: 'Start ID verification' }))
    await screen.findByRole('heading', { name: 'Continue in the window we opened for Kosma' })
    expect(s.path()).toBe('/kosma_id/flow')
  })

  it('Veriff: a blocked window is told to analytics as an SDK-load error; a start the session refuses as could_not_start', async () => {
    const s = mountHandoff(PartnerScreen, {
      type: 'veriff',
      blocked: true,
      answers: {
        start: [
          new WidgetError('client', 'no', { status: 409, body: { error: 'partner_unavailable' } }),
          waitingAt('partner'),
        ],
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Start verification' }))
    await screen.findByText('We couldn’t open Veriff. Please try again.')
    expect(s.publish).toHaveBeenCalledWith('veriff_sdk_load_error', { cause: 'blocked' })
    expect(s.publish).toHaveBeenCalledWith('veriff_could_not_start', { cause: 'partner_unavailable' })
    fireEvent.click(screen.getByRole('button', { name: 'Start verification' }))
    await screen.findByRole('heading', { name: 'Your browser blocked the new window' })
    expect(s.path()).toBe('/veriff/flow')
  })

  it('Monthio: the check speaks of the overview, not of identity', async () => {
    const known = verifying()
    mountHandoff(PartnerScreen, { type: 'monthio', resume: { known, answer: Promise.resolve(known) } })
    await screen.findByRole('heading', { name: 'Please wait' })
    expect(screen.getByRole('status').textContent).toContain('Reviewing your overview…')
    expect(document.body.textContent).not.toContain('Verifying your identity')
  })
})
