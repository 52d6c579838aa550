import { beforeEach, describe, expect, it } from 'vitest'
import { holdEarlyTaps, replayEarlyTap } from '../../../widget/boot/early-taps'

const now = (run: () => void) => run()

beforeEach(() => {
  document.documentElement.removeAttribute('data-idv-live')
  document.body.innerHTML = `<div id="root">
    <input id="code" value="">
    <input id="choice" type="radio" name="d" value="a" checked><input id="other" type="radio" name="d" value="b">
    <button id="send" aria-busy="false">Send</button><button id="close">Close</button>
  </div><button id="outside">Outside</button>`
})

describe('early taps on a prerendered first step (widget/boot/early-taps.ts)', () => {
  it('holds the first tap, shows it in progress, ignores the rest, and carries it out once when the widget is ready', () => {
    // One listener for the page's life, as the head script installs it.
    if (!document.documentElement.hasAttribute('data-held')) {
      holdEarlyTaps(document)
      document.documentElement.setAttribute('data-held', '')
    }
    const clicks: string[] = []
    for (const id of ['send', 'close', 'outside'])
      document.getElementById(id)!.addEventListener('click', () => clicks.push(id))
    const send = document.getElementById('send')!
    send.click()
    send.click()
    document.getElementById('close')!.click()
    // Outside the first step nothing is held.
    document.getElementById('outside')!.click()
    expect(clicks).toEqual(['outside'])
    expect(send.getAttribute('aria-busy')).toBe('true')

    replayEarlyTap(document, now)
    // Once, on the button first tapped, its own look back (the widget renders it from now on).
    expect(clicks).toEqual(['outside', 'send'])
    expect(send.getAttribute('aria-busy')).toBe('false')
    expect(send.hasAttribute('data-idv-early')).toBe(false)
    // From now on taps are the widget's.
    send.click()
    expect(clicks).toEqual(['outside', 'send', 'send'])
  })

  it('tells the widget what was typed or chosen in the markup before it was ready', () => {
    const events: string[] = []
    const code = document.getElementById('code') as HTMLInputElement
    const other = document.getElementById('other') as HTMLInputElement
    code.addEventListener('input', () => events.push(`code ${code.value}`))
    other.addEventListener('change', () => events.push(`other ${other.checked}`))
    code.value = '1234'
    other.checked = true
    replayEarlyTap(document, now)
    expect(events).toEqual(['code 1234', 'other true'])
  })

  it('does nothing when nothing was tapped or typed', () => {
    const events: string[] = []
    document.getElementById('root')!.addEventListener('input', () => events.push('input'))
    document.getElementById('send')!.addEventListener('click', () => events.push('click'))
    replayEarlyTap(document, now)
    expect(events).toEqual([])
    expect(document.documentElement.hasAttribute('data-idv-live')).toBe(true)
  })
})
