import { useState } from 'react'
import { IdvWidget } from '@provider/idv-widget/react'

export function InlineVerification({ clientToken }: { clientToken: string }) {
  const [verified, setVerified] = useState(false)
  return (
    <>
      <IdvWidget
        clientToken={clientToken}
        widgetOrigin="https://widget.provider.com"
        className="idv-slot"
        onComplete={({ status }) => setVerified(status === 'success')}
      />
      <button type="button" disabled={!verified}>
        Place order
      </button>
    </>
  )
}
