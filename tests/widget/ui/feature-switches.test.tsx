import { render, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { ShellContext, type Shell } from '../../../widget/ui/shell-context'
import { DEFAULT_SWITCHES, type Switches } from '../../../widget/ui/switches'
import { TextContext, createText } from '../../../widget/i18n/text'
import BankIdFiScreen from '../../../widget/screens/bank-id-fi/BankIdFiScreen'
import { BankSearchBox } from '../../../widget/screens/bank-login/BankSearchBox'
import { Dialog } from '../../../widget/ui/Dialog'
import { english } from '../render'
import { mountHandoff } from '../screens/handoffs/setup'

function inShell(ui: preact.ComponentChildren, switches: Partial<Switches> = {}, flow?: string) {
  const shell: Shell = {
    strategyType: 'otp_phone',
    switches: { ...DEFAULT_SWITCHES, ...switches },
    publish: vi.fn(),
    close: vi.fn(),
    copy: flow ? { flow, presentation_data: { require_consent: false, hide_error_screen: false } } : undefined,
  }
  return render(
    <TextContext.Provider value={createText('en', english)}>
      <ShellContext.Provider value={shell}>{ui}</ShellContext.Provider>
    </TextContext.Provider>,
  )
}

describe('shopping basket (spec §3: shown by default)', () => {
  const basket = () => document.querySelector('header .dialog__basket')
  it.each(['purchase', 'generic', 'one-klarna-purchase-flow', 'app-shopping'])(
    'a %s flow shows a basket in the dialog’s header, before the close button, hidden from assistive tech',
    (flow) => {
      inShell(<Dialog title="Enter the code" />, {}, flow)
      expect(basket()!.getAttribute('aria-hidden')).toBe('true')
      expect(basket()!.nextElementSibling).toBe(screen.getByRole('button', { name: 'Close' }))
    },
  )
  it('the session’s shopping_basket: false hides it', () => {
    inShell(<Dialog title="Enter the code" />, { shoppingBasket: false }, 'purchase')
    expect(basket()).toBeNull()
  })
  it.each(['signup', 'instore-signup', 'phone-reset'])('a %s flow buys nothing: no basket', (flow) => {
    inShell(<Dialog title="Enter the code" />, {}, flow)
    expect(basket()).toBeNull()
  })
})

describe('input icons (spec §3: shown by default)', () => {
  const props = {
    id: 'bank',
    label: 'Bank name, IBAN or BIC',
    value: '',
    onInput: () => {},
    results: [],
    countryName: (c: string) => c,
    onChoose: () => {},
  }
  it('bank login’s search: a decorative magnifier just before the field, inside its box', () => {
    inShell(<BankSearchBox {...props} />)
    const field = screen.getByRole('combobox', { name: 'Bank name, IBAN or BIC' })
    const icon = field.previousElementSibling!
    expect(icon.getAttribute('class')).toBe('field__icon')
    expect(icon.getAttribute('aria-hidden')).toBe('true')
    expect(icon.parentElement!.className).toBe('field__control')
  })
  it('bank login’s search: the session’s input_icons: false hides it, and the field stays as it was', () => {
    inShell(<BankSearchBox {...props} />, { inputIcons: false })
    const field = screen.getByRole('combobox', { name: 'Bank name, IBAN or BIC' })
    expect(field.previousElementSibling).toBeNull()
    expect(field.className).toBe('field__input')
  })
  it.each([
    [{}, true],
    [{ inputIcons: false }, false],
  ])('the Finnish bank search with %o: icon %s', async (switches, shown) => {
    mountHandoff(BankIdFiScreen, { type: 'bank_id_fi', market: 'FI', switches })
    const search = await screen.findByLabelText('Search for your bank')
    expect(search.previousElementSibling?.getAttribute('class') === 'field__icon').toBe(shown)
  })
})
