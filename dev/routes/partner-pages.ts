import { Hono } from 'hono'
import { currentOf, type MockSession, type MockStrategy } from '../sessions.ts'
import { transactionOf } from '../strategies/handoff.ts'
import { mockFor } from '../strategies/index.ts'
import {
  resolveOutside,
  type OutsideOutcome,
  type PartnerPage,
  type StrategyMock,
} from '../strategies/strategy-mock.ts'

export interface PartnerPagesOptions {
  get(sessionId: string): MockSession | undefined
  /** The edge: its return page is where every partner sends the shopper back. */
  widgetOrigin: string
  now: () => number
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f1ec; color: #1d1b19; }
.banner { margin: 0; padding: 8px 16px; background: #1d1b19; color: #fff; font-size: 13px; }
main { max-width: 30rem; margin: 0 auto; padding: 24px 16px; }
h1 { font-size: 28px; margin: 0 0 8px; }
pre { white-space: pre-wrap; background: #fff; border: 1px solid #8a857f; border-radius: 8px; padding: 12px; font: inherit; }
label { display: block; font-weight: 600; margin: 12px 0 4px; }
select, button { font: inherit; }
select { display: block; width: 100%; padding: 8px; border: 1px solid #5c5752; border-radius: 8px; background: #fff; color: inherit; }
button { display: block; width: 100%; margin: 12px 0 0; padding: 12px; border-radius: 8px; border: 2px solid #1d1b19; background: #1d1b19; color: #fff; font-weight: 600; cursor: pointer; }
button.secondary { background: #fff; color: #1d1b19; }
fieldset { margin: 24px 0 0; border: 1px solid #8a857f; border-radius: 8px; }
button:focus-visible, select:focus-visible { outline: 3px solid #0b62d6; outline-offset: 2px; }
`

const shell = (title: string, body: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">' +
  `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
  '<body><p class="banner">Stand-in partner page · local development only</p>' +
  `<main>${body}</main></body></html>`

function page(partner: PartnerPage, reasons: string[]): string {
  const options = (values: string[]) => values.map((v) => `<option>${escapeHtml(v)}</option>`).join('')
  return shell(
    `${partner.brand} (stand-in)`,
    `<h1>${escapeHtml(partner.brand)}</h1>
<p>${escapeHtml(partner.lead)}</p>
${partner.show ? `<h2>${escapeHtml(partner.show.heading)}</h2><pre>${escapeHtml(partner.show.text)}</pre>` : ''}
<form method="post">
${partner.choose ? `<label for="choice">${escapeHtml(partner.choose.label)}</label><select id="choice" name="choice">${options(partner.choose.options)}</select>` : ''}
<button name="decision" value="approve">${escapeHtml(partner.approve)}</button>
<button class="secondary" name="decision" value="cancel">Cancel</button>
<fieldset><legend>Or end it with a failure</legend>
<label for="reason">Failure reason</label><select id="reason" name="reason">${options(reasons)}</select>
<button class="secondary" name="decision" value="reject">Reject</button>
</fieldset>
</form>`,
  )
}

const gone = (returnUrl: string) =>
  shell(
    'Request expired (stand-in)',
    `<h1>This request is no longer valid</h1><p>It expired, was finished already, or a newer one replaced it.</p><p><a href="${escapeHtml(returnUrl)}">Back to the shop</a></p>`,
  )

/**
 * The stand-in partner pages (docs/architecture.md "Simulating the outside world"): the
 * page each hand-off sends the shopper to — BankID's, a bank's, iDIN's,
 * Checkin.com's, Kosma's, Veriff's, Monthio's — served on the session
 * server's origin, which is neither the edge's nor the checkout's. A person
 * approves, rejects with a reason or cancels; the page then sends the
 * browser back to the edge's return page, as a real partner (through the
 * session server) would. The simulated outside world's `external` call does
 * the same without the page.
 */
export function createPartnerPages({ get, widgetOrigin, now }: PartnerPagesOptions) {
  const returnUrl = `${widgetOrigin}/handoff/return`
  const find = (
    sessionId: string,
    id: string,
  ): { strategy: MockStrategy; family: StrategyMock; session: MockSession } | null => {
    const session = get(sessionId)
    if (!session || session.cancelled) return null
    const strategy = currentOf(session)
    const family = mockFor(strategy.type)
    family?.tick?.(strategy, now(), session)
    const waiting = strategy.pending?.kind === family?.demo.outside
    return family?.partner && waiting && transactionOf(strategy)?.id === id ? { strategy, family, session } : null
  }
  return new Hono()
    .get('/:session/:id', (c) => {
      const found = find(c.req.param('session'), c.req.param('id'))
      return found
        ? c.html(page(found.family.partner!(found.strategy), found.family.demo.reasons))
        : c.html(gone(returnUrl), 410)
    })
    .post('/:session/:id', async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
      const found = find(c.req.param('session'), c.req.param('id'))
      if (!found) return c.html(gone(returnUrl), 410)
      const { decision, reason } = form
      const step: OutsideOutcome | null =
        decision === 'approve' || decision === 'cancel'
          ? { outcome: decision }
          : decision === 'reject' && typeof reason === 'string' && found.family.demo.reasons.includes(reason)
            ? { outcome: 'reject', reason }
            : null
      if (!step) return c.text('decision must be approve, cancel, or reject with one of the strategy’s reasons', 400)
      resolveOutside(found.family, found.strategy, step, now(), found.session)
      return c.redirect(returnUrl, 303)
    })
}
