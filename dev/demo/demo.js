// The merchant side of the demo: mint a token (a real merchant's server would),
// then embed the widget with the host SDK and show every message it posts.
// Beside it, the simulated outside world (docs/architecture.md "Simulating the outside world"): the BankID app, the
// provider's phone app… driven through the mock's /dev/sessions contract.
const form = document.getElementById('setup')
const events = document.getElementById('events')
const status = document.getElementById('status')
const container = document.getElementById('widget')
const outsideStatus = document.getElementById('outside-status')
const outsideActions = document.getElementById('outside-actions')
const help = document.getElementById('help')
let handle = null
let families = []
let sessionId = null
let watching = null

const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}
const familyOf = (type) => families.find((f) => f.types.includes(type))
const COMMON_SCENARIOS = ['next', 'slow', 'server-error', 'cancel-fails']

function fillSetup() {
  const select = form.elements.strategy
  const next = form.elements.next
  for (const family of families)
    for (const type of family.types) {
      select.append(el('option', { value: type, textContent: `${type}: ${family.label}` }))
      next.append(el('option', { value: type, textContent: type }))
    }
  select.addEventListener('change', fillFamily)
  fillFamily()
}

/** Markets, scenarios and help of the chosen strategy. */
function fillFamily() {
  const family = familyOf(form.elements.strategy.value)
  document.getElementById('markets').replaceChildren(...family.markets.map((m) => el('option', { value: m })))
  if (!family.markets.includes(form.elements.market.value.toUpperCase()))
    form.elements.market.value = family.markets[0] ?? 'SE'
  const scenarios = [
    'success',
    ...family.reasons.map((r) => `failure:${r}`),
    ...(family.scenarios ?? []),
    ...COMMON_SCENARIOS,
  ]
  form.elements.scenario.replaceChildren(...scenarios.map((s) => el('option', { value: s, textContent: s })))
  help.textContent = family.help ?? ''
  // Families whose outside world answers by itself (a credit bureau, a document registry): after how long.
  document.getElementById('delay-field').hidden = family.answerDelaySeconds === undefined
  form.elements.delay.value = family.answerDelaySeconds ?? ''
  // The ID scan: documents the session names as the ones it accepts (dev/session-api/id-scan.md).
  for (const id of ['documents-field', 'extra-document-field']) document.getElementById(id).hidden = !family.documents
  form.elements.accepted_documents.replaceChildren(
    ...(family.documents ?? []).map((type) => el('option', { value: type, textContent: type })),
  )
  form.elements.extra_document.value = ''
}

const log = (type, payload) => {
  const item = document.createElement('li')
  item.dataset.type = type
  item.textContent = `${type} ${JSON.stringify(payload)}`
  events.append(item)
}

/**
 * The widget URL as minted carries the first screen's hints (docs/architecture.md "Widget URL hints"); a merchant
 * may drop them, or hand over ones that disagree with the token: the widget then fetches what its
 * document lacks, and shows the same screen a little later.
 */
function withHints(widgetUrl, hints, type) {
  const url = new URL(widgetUrl)
  // The merchant (`m`) stays: it is who may frame the widget, not a hint about the first screen.
  if (hints === 'none') for (const hint of ['l', 's']) url.searchParams.delete(hint)
  if (hints === 'other') {
    url.searchParams.set('l', url.searchParams.get('l') === 'de' ? 'fr' : 'de')
    url.searchParams.set('s', type.startsWith('otp') ? 'bank-id-se' : 'otp')
  }
  return url.href
}

/**
 * `withoutCamera`: embeds as a merchant page that forgot allow="camera" would. The SDK always
 * delegates the camera, so the frame is built inline in a hidden holder (the SDK wants a container in
 * the page), stripped, then moved: a frame's permissions are fixed when it starts loading, and a
 * frame moved in the document loads again.
 */
const open = (widgetUrl, { withoutCamera = false } = {}) => {
  handle?.destroy()
  events.replaceChildren()
  status.textContent = 'Verifying…'
  const presentation = withoutCamera ? 'inline' : form.elements.presentation.value
  const holder = withoutCamera
    ? document.body.appendChild(Object.assign(document.createElement('div'), { hidden: true }))
    : container
  handle = window.IdvWidget.open({
    widgetUrl,
    presentation,
    ...(presentation === 'inline' ? { container: holder } : {}),
    onEvent: (payload) => log('onEvent', payload),
    onComplete: (payload) => {
      log('onComplete', payload)
      status.textContent =
        payload.status === 'success'
          ? 'Verified: you can place the order'
          : `Not verified (${payload.reason ?? payload.error})`
    },
    onAbort: (payload) => {
      log('onAbort', payload)
      status.textContent = 'Verification ended by the shopper'
    },
  })
  if (withoutCamera) {
    handle.iframe.removeAttribute('allow')
    container.replaceChildren(...holder.childNodes)
    holder.remove()
  }
  // The shopper scrolled down to the form's button; the step they must act on now is the frame, above it.
  // A checkout brings it into view (and a frame out of view gets no animation frames until it is).
  if (presentation === 'inline') container.scrollIntoView({ block: 'nearest' })
}

form.addEventListener('submit', async (event) => {
  event.preventDefault()
  const data = new FormData(form)
  const market = data.get('market') || undefined
  const delay = data.get('delay')
  const documents = [
    ...data.getAll('accepted_documents'),
    ...(data.get('extra_document') ? [data.get('extra_document')] : []),
  ]
  const strategies = [
    {
      type: data.get('strategy'),
      market,
      scenario: data.get('scenario'),
      ...(delay !== '' && delay !== null ? { answer_delay_seconds: Number(delay) } : {}),
      ...(documents.length ? { accepted_documents: documents } : {}),
    },
  ]
  if (data.get('next')) strategies.push({ type: data.get('next'), market })
  const response = await fetch('/dev/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      strategies,
      locale: data.get('locale'),
      flow: data.get('flow'),
      merchant_id: data.get('merchant_id'),
      first_name: data.get('first_name') || undefined,
      last_name: data.get('last_name') || undefined,
      presentation_data: {
        require_consent: data.has('require_consent'),
        hide_error_screen: data.has('hide_error_screen'),
        theme: { color_scheme: data.get('theme') },
        ...(data.get('merchant_name') ? { merchant_name: data.get('merchant_name') } : {}),
        ...(data.has('one_time_card') ? { ui_context: 'one_time_card' } : {}),
      },
    }),
  })
  const body = await response.json()
  if (!response.ok) {
    status.textContent = `Could not create a session: ${(body.issues ?? [body.error]).join('; ')}`
    return
  }
  // KYC-anytime mode is the widget URL's `kyca` parameter (spec §2.1); the token stays in the fragment.
  const url = new URL(withHints(body.widget_url, data.get('hints'), strategies[0].type))
  if (data.has('kyca')) url.searchParams.set('kyca', '1')
  open(url.href, { withoutCamera: data.has('no_camera') })
  watch(body.session_id)
})

document.getElementById('bad-token').addEventListener('click', () => {
  watch(null)
  open(`${window.IdvWidget.defaultWidgetOrigin}/#not-a-token`)
})

// The outside world: what the session waits on, and what a person can do about it.
const OUTSIDE = {
  bankid_app: 'BankID app',
  phone_app: 'the provider’s app on the phone',
  code: 'a code sent to the shopper',
  bank_app: 'the bank’s app on the phone (bank_app)',
  bank_code: 'a code from the bank (bank_code): 123456',
  bank_data: 'the session reading the account (bank_data)',
  bankid_page: 'BankID’s page (in the window the widget opened)',
  bank_page: 'the bank’s page (in the window the widget opened)',
  partner: 'the partner’s page (in the window the widget opened)',
  bureau: 'the credit bureau',
  details: 'the shopper correcting their details',
  verifying: 'the document registry',
  document: 'the shopper’s ID document',
  capture: 'the shopper’s pictures',
  verification: 'the check (after a partner, or of the ID pictures)',
}
/** Steps the shopper finishes in the widget itself (a code typed there): nothing to press here. */
const IN_WIDGET = ['code', 'bank_code', 'capture']
let shown = ''

function watch(id) {
  sessionId = id
  document.getElementById('outside').dataset.sessionId = id ?? ''
  clearInterval(watching)
  shown = ''
  outsideActions.replaceChildren()
  outsideStatus.textContent = id ? 'Session created.' : 'No session yet.'
  if (id) watching = setInterval(refresh, 1000)
}

async function refresh() {
  const id = sessionId
  const response = await fetch(`/dev/sessions/${id}`).catch(() => null)
  if (!response?.ok || id !== sessionId) return
  render(await response.json())
}

async function act(body) {
  const response = await fetch(`/dev/sessions/${sessionId}/external`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = await response.json()
  if (response.status === 409) outsideStatus.textContent = 'Nothing is waiting on the outside world right now.'
  else if (!response.ok) outsideStatus.textContent = `Refused: ${answer.error}`
  else render(answer)
}

function render(state) {
  const family = familyOf(state.strategy)
  const pending = state.pending
  outsideStatus.textContent = `${state.strategy}: ${state.status}${pending ? ` · waiting on ${OUTSIDE[pending.kind] ?? pending.kind}${pending.hint ? ` (${pending.hint})` : ''}` : ' · nothing waiting'}`
  // Rebuild the controls only when what they act on changes, so a chosen reason stays chosen.
  const key = `${state.strategy}|${!!pending}|${pending?.kind}`
  if (key === shown) return
  shown = key
  // A code and pictures come from the shopper in the widget, not from the outside world.
  if (!pending || IN_WIDGET.includes(pending.kind) || !family || family.inWidget?.includes(pending.kind))
    return outsideActions.replaceChildren()
  const button = (label, body) => el('button', { type: 'button', textContent: label, onclick: () => act(body) })
  const reason = el(
    'select',
    { ariaLabel: 'Failure reason' },
    ...family.reasons.map((r) => el('option', { value: r, textContent: r })),
  )
  const groups = [
    family.hints?.length
      ? el(
          'div',
          { className: 'group' },
          el('b', { textContent: family.hintsLabel ?? 'Progress' }),
          ...family.hints.map((h) => button(h, { hint: h })),
        )
      : null,
    el(
      'div',
      { className: 'group' },
      el('b', { textContent: 'Outcome' }),
      button('Approve', { outcome: 'approve' }),
      button(
        pending.kind === 'bankid_app'
          ? 'Cancel in the app'
          : ['bankid_page', 'bank_page', 'partner'].includes(pending.kind)
            ? 'Cancel there'
            : 'Dismiss',
        { outcome: 'cancel' },
      ),
    ),
    el(
      'div',
      { className: 'group' },
      el('b', { textContent: 'Reject' }),
      reason,
      el('button', {
        type: 'button',
        textContent: 'Reject',
        onclick: () => act({ outcome: 'reject', reason: reason.value }),
      }),
    ),
    family.failureHints?.length
      ? el(
          'div',
          { className: 'group' },
          el('b', { textContent: 'Order fails' }),
          ...family.failureHints.map((h) => button(h, { hint: h })),
        )
      : null,
  ]
  outsideActions.replaceChildren(...groups.filter(Boolean))
}

// Who may frame the widget (docs/merchants.md): the second merchant's checkout has a page of its own, refused
// until it is listed here, as an operator's `wrangler kv key put` would list it; the edge sees it within seconds.
const merchantLine = document.getElementById('merchant-line')
const merchantSwitch = document.getElementById('merchant-switch')

function showMerchants(merchants) {
  const second = merchants.find((m) => m.page)
  merchantLine.replaceChildren(
    `${second.id} (`,
    el('a', { href: second.page, target: '_blank', textContent: 'its checkout' }),
    second.listed ? '): listed, framed by its own origin only' : '): not listed, its widget is refused',
  )
  merchantSwitch.hidden = false
  merchantSwitch.disabled = false
  merchantSwitch.textContent = second.listed ? `Unlist ${second.id}` : `List ${second.id}`
  merchantSwitch.onclick = async () => {
    merchantSwitch.disabled = true
    merchantSwitch.textContent = second.listed ? 'Unlisting…' : 'Listing…'
    const response = await fetch(`/dev/merchants/${second.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ listed: !second.listed }),
    }).catch(() => null)
    const answer = await response?.json().catch(() => null)
    if (!response?.ok) merchantLine.append(` · the change failed (${answer?.error ?? 'no answer'})`)
    showMerchants(answer?.merchants ?? answer ?? merchants)
  }
}

families = await (await fetch('/dev/strategies')).json()
fillSetup()
showMerchants(await (await fetch('/dev/merchants')).json())
