import { useEffect, useState } from 'react'
import { useIdvWidget } from '@provider/idv-widget/react'

export function VerifyAndPay() {
  const [clientToken, setClientToken] = useState<string>()
  const [verified, setVerified] = useState(false)

  // Your server creates the verification session and returns its client token.
  useEffect(() => {
    let current = true
    fetch('/shop/verification', { method: 'POST' })
      .then((response) => response.json())
      .then((session) => current && setClientToken(session.client_token))
    return () => {
      current = false
    }
  }, [])

  const { open, ready, error } = useIdvWidget({
    clientToken,
    widgetOrigin: 'https://widget.provider.com',
    onComplete: ({ status }) => setVerified(status === 'success'),
  })

  return (
    <>
      <button type="button" onClick={open} disabled={!ready}>
        Verify and pay
      </button>
      {error ? <p role="alert">{error.message}</p> : null}
      <button type="button" disabled={!verified}>
        Place order
      </button>
    </>
  )
}
