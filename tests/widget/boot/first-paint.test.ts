import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { firstPaint } from '../../../widget/boot/first-paint'
import { markStarted } from '../../../widget/kit/resume-marker'
import { tokenFor, validDetails } from '../fixtures'

const LOCALES = ['en', 'sv', 'en_gb']
const named = {
  assumedLocale: 'sv',
  assumedTypes: ['otp_phone'],
  assumedFirstName: 1 as const,
  assumedDefaults: ['whiteLabel'],
}
/** The document's step with a slot for the first name, and the alternative for a session without one. */
const assumptions = [named, { ...named, assumedFirstName: 0 as const }]

/** A document as the edge sends it, before its body is parsed: what the head script finds. */
function page(details: Record<string, unknown> | string, search = '', assumed: object[] | null = assumptions) {
  const html = document.documentElement
  for (const name of ['data-idv-prerender', 'data-idv-stale', 'data-idv-pick', 'data-theme', 'style'])
    html.removeAttribute(name)
  if (assumed) html.dataset.idvPrerender = JSON.stringify(assumed)
  const token = typeof details === 'string' ? details : tokenFor(details)
  return { document, location: { hash: `#${token}`, search }, navigator: { language: 'sv-SE' } }
}
const session = (over: Record<string, unknown> = {}, strategy: Record<string, unknown> = {}) =>
  validDetails({ strategies: [{ type: 'otp_phone', market: 'se', first_name: 'Anna', ...strategy }], ...over })

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  for (const name of ['data-idv-prerender', 'data-idv-stale', 'data-idv-pick', 'data-theme', 'style'])
    document.documentElement.removeAttribute(name)
})

describe('the first-screen head script (widget/boot/first-paint.ts)', () => {
  it('applies the token’s colour scheme before anything paints, and native_theme over it', () => {
    firstPaint(page(session({ presentation_data: { theme: { color_scheme: 'dark' } } })), LOCALES)
    expect(document.documentElement.dataset.theme).toBe('dark')
    firstPaint(
      page(session({ presentation_data: { theme: { color_scheme: 'dark' } } }), '?native_theme=light'),
      LOCALES,
    )
    expect(document.documentElement.dataset.theme).toBe('light')
    // Even on a document with nothing prerendered, and with a token it cannot read.
    firstPaint(page('not-a-token', '?native_theme=dark', null), LOCALES)
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  it('shows the prerendered step to a session it fits, with the first name filled in as a CSS string', () => {
    firstPaint(page(session({}, { first_name: 'Zoë "Z" \\ Ek' })), LOCALES)
    expect(document.documentElement.dataset.idvStale).toBeUndefined()
    expect(document.documentElement.hasAttribute('data-idv-pick')).toBe(false)
    expect(document.documentElement.style.getPropertyValue('--idv-first-name')).toBe('"Zoë \\"Z\\" \\\\ Ek"')
  })

  it('shows the alternative the document carries for a session without a first name', () => {
    firstPaint(page(session({}, { first_name: undefined })), LOCALES)
    expect(document.documentElement.dataset.idvStale).toBeUndefined()
    expect(document.documentElement.dataset.idvPick).toBe('1')
    // Without the alternative, the skeleton.
    firstPaint(page(session({}, { first_name: undefined }), '', [named]), LOCALES)
    expect(document.documentElement.dataset.idvStale).toBe('')
  })

  it.each([
    ['another strategy type', session({}, { type: 'otp_email' })],
    ['another locale', session({ locale: 'en' })],
    ['a locale spelt otherwise still fits', null],
    ['consent first', session({ presentation_data: { require_consent: true } })],
    ['a white-label merchant (the logo goes)', session({ presentation_data: { features: { white_label: true } } })],
    ['a token that does not read', 'a.b.c'],
  ])('shows the skeleton instead for %s', (_, details) => {
    if (details === null) {
      firstPaint(page(session({ locale: 'SV_se' })), LOCALES)
      expect(document.documentElement.dataset.idvStale).toBeUndefined()
      return
    }
    firstPaint(page(details), LOCALES)
    expect(document.documentElement.dataset.idvStale).toBe('')
  })

  it('shows the skeleton after a reload of a strategy this tab had started: never a flash of the first step', () => {
    markStarted('sess-1', 'otp_phone')
    firstPaint(page(session()), LOCALES)
    expect(document.documentElement.dataset.idvStale).toBe('')
  })

  it('holds a tap on the first step before the widget is ready, and lets nothing else through', () => {
    firstPaint(page(session()), LOCALES)
    document.body.innerHTML = '<div id="root"><button aria-busy="false" id="send">Skicka kod</button></div>'
    const clicks: string[] = []
    document.getElementById('send')!.addEventListener('click', () => clicks.push('send'))
    document.getElementById('send')!.click()
    document.getElementById('send')!.click()
    expect(clicks).toEqual([])
    expect(document.getElementById('send')!.getAttribute('aria-busy')).toBe('true')
    expect(document.getElementById('send')!.hasAttribute('data-idv-early')).toBe(true)
  })
})
