// Your server creates the verification session and hands its client token to this page
// (never put the token in a URL, a log or storage).
async function clientToken() {
  const response = await fetch('/shop/verification', { method: 'POST' })
  if (!response.ok) throw new Error(`Could not start the verification (${response.status})`)
  return (await response.json()).client_token
}

const result = document.getElementById('result')
const placeOrder = document.getElementById('place-order')

document.getElementById('verify').addEventListener('click', async () => {
  // Modal is the default: an overlay over this page, which gets focus back when it closes.
  IdvWidget.open({
    clientToken: await clientToken(),
    onEvent: (event) => console.debug('verification', event.name, event),
    onComplete: ({ status, reason, token }) => {
      // Send `token` to your server, which confirms the result with the session server.
      placeOrder.disabled = status !== 'success'
      result.textContent = status === 'success' ? 'Verified. You can place the order.' : `Not verified (${reason}).`
    },
    onAbort: ({ reason }) => {
      result.textContent = `Verification ended (${reason}).`
    },
  })
})
