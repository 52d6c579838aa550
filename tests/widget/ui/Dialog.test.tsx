import { signal } from '@preact/signals'
import { act, fireEvent, render, screen } from '@testing-library/preact'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { heldBack } from '../../../widget/app/held-back'
import { ShellContext, type Shell } from '../../../widget/ui/shell-context'
import { DEFAULT_SWITCHES } from '../../../widget/ui/switches'
import { TextContext, createText } from '../../../widget/i18n/text'
import { Dialog, type DialogProps } from '../../../widget/ui/Dialog'
import { english } from '../render'

function setup(props: Partial<DialogProps> = {}, shell: Partial<Shell> = {}) {
  const close = vi.fn()
  const publish = vi.fn()
  const value: Shell = { strategyType: 'otp_phone', switches: DEFAULT_SWITCHES, publish, close, heldBack, ...shell }
  render(
    <TextContext.Provider value={createText('en', english)}>
      <ShellContext.Provider value={value}>
        <Dialog title="Enter the code" subtitle="Sent by SMS" footer={<button type="button">Verify</button>} {...props}>
          <input aria-label="Code" />
        </Dialog>
      </ShellContext.Provider>
    </TextContext.Provider>,
  )
  return { close, publish }
}

const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey })
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })

describe('dialog (spec §2.3)', () => {
  it('holds the title and subtitle in its navigation bar, beside back, logo and close, not in the scrolling body', () => {
    setup({ onBack: () => {} })
    const heading = screen.getByRole('heading', { level: 1, name: 'Enter the code' })
    const bar = heading.closest('header')!
    expect(bar.className).toBe('dialog__nav')
    expect(bar.contains(screen.getByText('Sent by SMS'))).toBe(true)
    expect(bar.contains(screen.getByRole('button', { name: 'Go back' }))).toBe(true)
    expect(bar.contains(screen.getByRole('button', { name: 'Close' }))).toBe(true)
    expect(bar.contains(screen.getByRole('img', { name: 'Secure identity verification' }))).toBe(true)
    // The body scrolls under it and holds the step's content alone.
    const body = document.querySelector('.dialog__body')!
    expect(body.contains(heading)).toBe(false)
    expect(body.contains(screen.getByRole('textbox', { name: 'Code' }))).toBe(true)
    // Still the step's heading: focus lands on it, and it names the dialog.
    expect(document.activeElement).toBe(heading)
    expect(screen.getByRole('dialog', { name: 'Enter the code' })).toBeTruthy()
  })

  it('has a labelled navigation bar, title, subtitle, body and footer, and takes focus to its title', () => {
    setup({ onBack: () => {} })
    expect(screen.getByRole('dialog', { name: 'Enter the code' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Secure identity verification' })).toBeTruthy()
    expect(screen.getByText('Sent by SMS')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Verify' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Enter the code' }))
  })

  it('drops the logo for white-label merchants and the close button when there is nothing to close', () => {
    setup({ onClose: null }, { switches: { ...DEFAULT_SWITCHES, whiteLabel: true } })
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })

  it('keeps Tab and Shift+Tab inside the dialog while it is a running modal', () => {
    setup({ onBack: () => {} }, { containFocus: () => true })
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true')
    const back = screen.getByRole('button', { name: 'Go back' })
    const verify = screen.getByRole('button', { name: 'Verify' })
    verify.focus()
    tab()
    expect(document.activeElement).toBe(back)
    tab(true)
    expect(document.activeElement).toBe(verify)
    // From the focused title (tabindex -1, between the controls) the browser's own order stays inside.
    screen.getByRole('heading').focus()
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true })).toBe(true)
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab' })).toBe(true)
  })

  it('never traps inline (the default): Tab past either end is the browser’s, so it leaves the frame', () => {
    setup({ onBack: () => {} })
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('false')
    screen.getByRole('button', { name: 'Verify' }).focus()
    // Not prevented: the browser moves focus on, out of the frame to the merchant's next control.
    expect(tab()).toBe(true)
    screen.getByRole('button', { name: 'Go back' }).focus()
    expect(tab(true)).toBe(true)
  })

  it('lets focus go once the flow has ended, even in a modal', () => {
    const running = signal(true)
    setup({}, { containFocus: () => running.value })
    const verify = screen.getByRole('button', { name: 'Verify' })
    verify.focus()
    expect(tab()).toBe(false)
    act(() => void (running.value = false))
    verify.focus()
    expect(tab()).toBe(true)
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('false')
  })

  it('asks before closing: return goes back to the dialog, end runs the close and publishes a business event', () => {
    const { close, publish } = setup()
    const closeButton = screen.getByRole('button', { name: 'Close' })
    closeButton.focus()
    fireEvent.click(closeButton)
    // The OTP strategy's own wording.
    const confirm = screen.getByRole('alertdialog', { name: 'Stop confirming it’s you?' })
    expect(confirm.textContent).toContain('Without the code we can’t approve your purchase.')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue verifying' }))
    // The dialog behind is inert while the question is open.
    expect(screen.getByRole('heading', { name: 'Enter the code' }).closest('[inert]')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue verifying' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(close).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(closeButton)

    fireEvent.click(closeButton)
    fireEvent.click(screen.getByRole('button', { name: 'End verification' }))
    expect(close).toHaveBeenCalledTimes(1)
    expect(publish).toHaveBeenCalledWith('dialog_closed', { strategy: 'otp_phone', confirmed: true })
  })

  it('closes at once when no confirmation is asked for', () => {
    const onClose = vi.fn()
    const { close } = setup({ onClose, confirmOnClose: false })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(close).not.toHaveBeenCalled()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('closes at once when the shell hands it no held-back pieces to ask with (the dialog imports none itself)', () => {
    const { close } = setup({}, { heldBack: undefined })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(close).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('Escape opens the question, Escape again returns; without escape capture it does nothing', () => {
    setup()
    pressEscape()
    expect(screen.getByRole('alertdialog')).toBeTruthy()
    pressEscape()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('moves focus in the very render that shows or removes the question, not a frame later', async () => {
    setup()
    const close = screen.getByRole('button', { name: 'Close' })
    close.focus()
    // Keys as the browser sends them, outside act(): only what the render itself does has happened after it.
    const pressEscapeNow = async () => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
      for (let i = 0; i < 5; i++) await Promise.resolve()
    }
    await pressEscapeNow()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue verifying' }))
    await pressEscapeNow()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(document.activeElement).toBe(close)
  })

  it('ignores Escape when escape capture is off', () => {
    const { close } = setup({ captureEscape: false, confirmOnClose: false })
    pressEscape()
    expect(close).not.toHaveBeenCalled()
  })

  it('uses the strategy’s own confirmation text, and the app illustration for klapp_authenticator', () => {
    setup({}, { strategyType: 'klapp_authenticator' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    // Root text for the loaded namespace: english has every namespace merged.
    const own = (english as unknown as { klappAuthenticator: { cancel: { title: string } } }).klappAuthenticator.cancel
    expect(screen.getByRole('alertdialog', { name: own.title })).toBeTruthy()
    expect(document.querySelector('.illustration')).not.toBeNull()
  })

  it('selfie registration asks in its own words, not the ID scan’s (it shares the namespace, not the ID)', () => {
    setup({}, { strategyType: 'selfie_registration' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Stop taking your selfie?' })
    expect(confirm.querySelector('p')!.textContent).toBe(
      'If you stop now, your purchase won’t be approved. You’ll have to take the selfie and the facial scan again.',
    )
    expect(confirm.textContent).not.toMatch(/\bID\b|the scan/)
  })

  it('the ID scan keeps its own words', () => {
    setup({}, { strategyType: 'id_scan' })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('alertdialog', { name: 'Stop verifying your ID?' })).toBeTruthy()
  })

  it('shows no illustration when illustrations are off, and falls back to the generic text', () => {
    setup({}, { strategyType: 'mystery_method', switches: { ...DEFAULT_SWITCHES, illustrations: false } })
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('alertdialog', { name: 'You’re about to end the verification' })).toBeTruthy()
    expect(document.querySelector('.illustration')).toBeNull()
  })

  it.each([
    ['generic', {}, 'Without the code we can’t approve your purchase.'],
    [
      'purchase',
      { merchant_name: 'Nordic Shoes' },
      'If you end it now, your purchase won’t be placed with Nordic Shoes.',
    ],
    ['signup', {}, 'If you end it now, we can’t finish setting up your account.'],
    ['instore-signup', {}, 'If you end it now, we can’t finish setting up your account.'],
    ['phone-reset', {}, 'If you end it now, your phone number won’t be changed.'],
  ])('the cancel warning says what a %s flow stands to lose', (flow, presentation, warning) => {
    setup(
      {},
      { copy: { flow, presentation_data: { require_consent: false, hide_error_screen: false, ...presentation } } },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.getByRole('alertdialog').querySelector('p')!.textContent).toBe(warning)
  })

  it('gives focus back to what had it when it goes away', () => {
    function Host() {
      const [open, setOpen] = useState(false)
      return (
        <TextContext.Provider value={createText('en', english)}>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open ? (
            <Dialog title="Details" onClose={() => setOpen(false)} confirmOnClose={false}>
              <p>Body</p>
            </Dialog>
          ) : null}
        </TextContext.Provider>
      )
    }
    render(<Host />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Details' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(document.activeElement).toBe(opener)
  })
})
