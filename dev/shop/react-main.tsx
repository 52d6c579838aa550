// The React test shop: the guide's React snippets, mounted in StrictMode with the built
// dist/sdk/idv-react.js and real React (dev/shop/shop.ts bundles this for the browser tests).
import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { InlineVerification } from '../../docs/snippets/react-inline'
import { VerifyAndPay } from '../../docs/snippets/react-modal'

function Inline() {
  const [clientToken, setClientToken] = useState<string>()
  useEffect(() => {
    let current = true
    fetch('/shop/verification', { method: 'POST' })
      .then((response) => response.json())
      .then((session) => current && setClientToken(session.client_token))
    return () => {
      current = false
    }
  }, [])
  return clientToken ? <InlineVerification clientToken={clientToken} /> : <p>Loading…</p>
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Checkout</h1>
      {location.pathname.endsWith('/inline/') ? <Inline /> : <VerifyAndPay />}
    </main>
  </StrictMode>,
)
