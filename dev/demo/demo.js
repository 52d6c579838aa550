// The merchant side of the demo: mint a token (a real merchant's server would),
// then embed the widget with the host SDK and show every message it posts.
const form = document.getElementById('setup')
const events = document.getElementById('events')
const status = document.getElementById('status')
const container = document.getElementById('widget')
let handle = null

const log = (type, payload) => {
  const item = document.createElement('li')
  item.dataset.type = type
  item.textContent = `${type} ${JSON.stringify(payload)}`
  events.append(item)
}

const open = (widgetUrl) => {
  handle?.close()
  events.replaceChildren()
  status.textContent = 'Verifying…'
  handle = window.IdvWidget.open({
    widgetUrl,
    container,
    onEvent: (payload) => log('onEvent', payload),
    onComplete: (payload) => {
      log('onComplete', payload)
      status.textContent = payload.status === 'success' ? 'Verified: you can place the order' : `Not verified (${payload.reason ?? payload.error})`
    },
    onAbort: (payload) => {
      log('onAbort', payload)
      status.textContent = 'Verification ended by the shopper'
    },
  })
}

form.addEventListener('submit', async (event) => {
  event.preventDefault()
  const data = new FormData(form)
  const response = await fetch('/dev/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      strategy: data.get('strategy'),
      market: data.get('market') || undefined,
      locale: data.get('locale'),
      scenario: data.get('scenario'),
      presentation_data: {
        require_consent: data.has('require_consent'),
        hide_error_screen: data.has('hide_error_screen'),
        theme: { color_scheme: data.get('theme') },
      },
    }),
  })
  const body = await response.json()
  if (!response.ok) {
    status.textContent = `Could not create a session: ${(body.issues ?? [body.error]).join('; ')}`
    return
  }
  open(body.widget_url)
})

document.getElementById('bad-token').addEventListener('click', () => open(`${window.IdvWidget.defaultWidgetOrigin}/#not-a-token`))
