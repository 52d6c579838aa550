import { fireEvent, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import BankIdNoScreen from '../../../../widget/screens/bank-id-no/BankIdNoScreen'
import { WidgetError } from '../../../../widget/widget-error'
import { typeAsRead } from '../../fixtures'
import { mountHandoff, waitingAt } from './setup'

describe('Norwegian BankID', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('offers the BankID app and the code device (not BankID on mobile); a choice opens BankID’s window', async () => {
    const s = mountHandoff(BankIdNoScreen, {
      type: 'bank_id_no',
      market: 'NO',
      answers: { start: [waitingAt('bankid_page', { method: 'code_device' })] },
    })
    await screen.findByRole('heading', { name: 'Identify with BankID' })
    const methods = screen.getByRole('list', { name: 'How do you use BankID?' })
    expect(
      within(methods)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'BankID appConfirm in the app on your phone',
      'Code device and passwordUse a code from your code device and your personal password',
    ])
    expect(document.body.textContent).not.toMatch(/on mobile/i)
    fireEvent.click(within(methods).getByRole('button', { name: /Code device/ }))
    expect(s.w.opened).toHaveLength(1)
    await screen.findByRole('heading', { name: 'Continue in the window we opened for BankID' })
    expect(s.calls[0]).toMatchObject({ action: 'start', body: { method: 'code_device' } })
    expect(s.path()).toBe('/bank_id_no/identify')
    expect(screen.getByText('This usually takes a minute.')).toBeTruthy()
  })

  it.each(['bank_id_no_signature', 'bank-id-no-signature'])(
    'the signature variant (%s) shows what is signed first, and can load it again',
    async (spelt) => {
      const s = mountHandoff(BankIdNoScreen, {
        type: typeAsRead(spelt),
        market: 'NO',
        answers: {
          document: [
            new WidgetError('network', 'offline'),
            { title: 'Invoice agreement', text: 'I confirm the purchase.\nOf 1 499 NOK.' },
          ],
        },
      })
      await screen.findByRole('heading', { name: 'Review what you’ll sign' })
      await screen.findByText('Lost internet connection')
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      const text = await screen.findByRole('region', { name: 'Text to sign' })
      expect(text.getAttribute('tabindex')).toBe('0')
      expect(within(text).getByRole('heading', { name: 'Invoice agreement' })).toBeTruthy()
      expect(text.textContent).toContain('Of 1 499 NOK.')
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
      await screen.findByRole('heading', { name: 'Sign with BankID' })
      expect(s.path()).toBe('/bank_id_no/index')
      expect(s.calls.filter((c) => c.action === 'document')).toHaveLength(2)
    },
  )

  it('after a reload with BankID’s window out, opens on that step and can open it again with the same method', async () => {
    const known = waitingAt('bankid_page', { method: 'app' })
    const s = mountHandoff(BankIdNoScreen, {
      type: 'bank_id_no',
      market: 'NO',
      resume: { known, answer: Promise.resolve(known) },
      answers: { start: [waitingAt('bankid_page')] },
    })
    await screen.findByRole('heading', { name: 'Continue in the window we opened for BankID' })
    expect(screen.getByText('If you closed that window, you can open BankID again.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Open BankID again' }))
    await vi.waitFor(() => expect(s.calls[0]).toMatchObject({ action: 'start', body: { method: 'app' } }))
  })

  it('“Don’t have BankID?” chooses another method', async () => {
    const s = mountHandoff(BankIdNoScreen, { type: 'bank_id_no', market: 'NO' })
    fireEvent.click(await screen.findByRole('button', { name: 'Don’t have BankID?' }))
    expect(s.props.changeMethod).toHaveBeenCalled()
  })
})
