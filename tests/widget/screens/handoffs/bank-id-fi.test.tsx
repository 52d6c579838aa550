import { act, fireEvent, screen, within } from '@testing-library/preact'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { matchBanks } from '../../../../widget/screens/bank-id-fi/banks'
import BankIdFiScreen from '../../../../widget/screens/bank-id-fi/BankIdFiScreen'
import { mountHandoff, waitingAt } from './setup'

describe('Finnish bank identification', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('lists the Finnish Trust Network’s banks with initials; a bank opens its own window at /bank_login/verify', async () => {
    const s = mountHandoff(BankIdFiScreen, {
      type: 'bank_id_fi',
      market: 'FI',
      answers: { start: [waitingAt('bank_page', { bank: 'aktia' })] },
    })
    await screen.findByRole('heading', { name: 'Identify with your bank' })
    expect(s.path()).toBe('/bank_id_fi/index')
    const banks = within(screen.getByRole('list', { name: 'Banks' })).getAllByRole('button')
    expect(banks).toHaveLength(11)
    expect(banks.map((b) => b.querySelector('.choice__title')!.textContent)).toContain('Mobiilivarmenne')
    fireEvent.click(screen.getByRole('button', { name: /Aktia/ }))
    await screen.findByRole('heading', { name: 'Continue in the window we opened for Aktia' })
    expect(screen.getByText('Last step: identification at your bank')).toBeTruthy()
    expect(s.path()).toBe('/bank_login/verify')
    expect(s.calls[0]).toMatchObject({ action: 'start', body: { bank: 'aktia' } })
  })

  it('search narrows the list, accents aside, and says how many banks match, or that none does, once typing pauses', async () => {
    mountHandoff(BankIdFiScreen, { type: 'bank_id_fi', market: 'FI' })
    const search = await screen.findByLabelText('Search for your bank')
    // The count is a part of its own (fetched once the step has painted).
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)))
    await vi.dynamicImportSettled()
    fireEvent.input(search, { target: { value: 'saasto' } })
    expect(
      within(screen.getByRole('list', { name: 'Banks' }))
        .getAllByRole('button')
        .map((b) => b.querySelector('.choice__title')!.textContent),
    ).toEqual(['Säästöpankki', 'Oma Säästöpankki'])
    const said = () => screen.getByRole('status').textContent
    await act(async () => void (await vi.advanceTimersByTimeAsync(300)))
    expect(said()).toBe('2 banks found.')
    // Typed letter by letter, the list follows each letter; what it found is said once typing pauses
    // (WCAG 4.1.3), not rewritten with every keystroke.
    for (const value of ['R', 'Re', 'Rev', 'Revo', 'Revol', 'Revolu', 'Revolut']) {
      fireEvent.input(search, { target: { value } })
      await act(async () => void (await vi.advanceTimersByTimeAsync(120)))
      expect(said()).toBe('')
    }
    expect(screen.queryByRole('list', { name: 'Banks' })).toBeNull()
    await act(async () => void (await vi.advanceTimersByTimeAsync(300)))
    expect(said()).toBe('No bank matches “Revolut”. Check the spelling, or choose another method.')
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(matchBanks('ålands').map((b) => b.id)).toEqual(['alandsbanken'])
    expect(matchBanks('pop').map((b) => b.id)).toEqual(['pop'])
    expect(matchBanks(' OMA ').map((b) => b.id)).toEqual(['oma'])
  })

  it('“Why do we ask?” explains at /bank_id_fi/why_do_we_ask and comes back', async () => {
    const s = mountHandoff(BankIdFiScreen, { type: 'bank_id_fi', market: 'FI' })
    fireEvent.click(await screen.findByRole('button', { name: 'Why do we ask?' }))
    await screen.findByRole('heading', { name: 'Why do we ask you to identify?' })
    expect(s.path()).toBe('/bank_id_fi/why_do_we_ask')
    expect(screen.getByText('We never see your bank login details.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }))
    await screen.findByRole('heading', { name: 'Identify with your bank' })
  })

  it('after a reload, the bank the session echoes names the window', async () => {
    const known = waitingAt('bank_page', { bank: 'nordea' })
    mountHandoff(BankIdFiScreen, {
      type: 'bank_id_fi',
      market: 'FI',
      resume: { known, answer: Promise.resolve(known) },
    })
    await screen.findByRole('heading', { name: 'Continue in the window we opened for Nordea' })
    expect(screen.getByRole('button', { name: 'Open Nordea again' })).toBeTruthy()
  })
})
