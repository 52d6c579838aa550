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
  // Inline: the frame among the page's own controls; Tab moves in and out of it like any other.
  // Opening again (a retry) replaces the frame in that container.
  const outcome = await IdvWidget.verify({
    clientToken: await clientToken(),
    presentation: 'inline',
    container: 'idv-slot',
  })
  if (outcome.type === 'onComplete' && outcome.payload.status === 'success') {
    placeOrder.disabled = false
    result.textContent = 'Verified. You can place the order.'
  } else {
    result.textContent = `Not verified (${outcome.payload.reason}).`
  }
})
