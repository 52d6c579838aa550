import { useState } from 'react'
import { useText } from '../i18n/text'
import { Button } from './Button'
import { LostConnectionNotice } from './LostConnectionNotice'

/**
 * "Choose another method" in any strategy (spec §4): the shell deactivates
 * this strategy and shows the session's next one, or ends the session with
 * `change_method`. Without a connection nothing changes and the shopper is told so.
 */
export function ChangeMethodButton({
  changeMethod,
  label,
  variant = 'link',
}: {
  changeMethod: () => Promise<'done' | 'offline'>
  label?: string
  variant?: 'link' | 'secondary'
}) {
  const text = useText()
  const [busy, setBusy] = useState(false)
  const [offline, setOffline] = useState(false)
  return (
    <>
      {offline ? <LostConnectionNotice /> : null}
      <Button
        variant={variant}
        busy={busy}
        onClick={async () => {
          setBusy(true)
          setOffline(false)
          const result = await changeMethod()
          setBusy(false)
          setOffline(result === 'offline')
        }}
      >
        {label ?? text.method.another()}
      </Button>
    </>
  )
}
