import { useState } from 'react'
import type { FailureInfo, Flow } from '../app/flow'
import { useText } from '../i18n/text'
import { Button } from './Button'
import { Dialog } from './Dialog'
import { failureText, type FailureSession } from './failure-text'
import { Notice } from './Notice'
import { PhoneLinkText } from './PhoneLinkText'

interface FailureScreenProps {
  failure: FailureInfo
  flow: Flow
  /** Picks the in-store or one-time card text. */
  details?: FailureSession
}

/**
 * Spec §2.3 failure screen: its button (the spec's label for the case)
 * completes the flow with the error; closing the dialog does the same,
 * without asking. When the session allows the strategy to start again, a
 * "Try again" comes first and really starts it again; the spec's button
 * stays beside it as the way out.
 */
export function FailureScreen({ failure, flow, details }: FailureScreenProps) {
  const text = useText()
  const copy = failureText(text, failure, details)
  const help = copy.customerService
  const [retrying, setRetrying] = useState(false)
  const [retry, setRetry] = useState<'offered' | 'offline' | 'refused'>(failure.retry ? 'offered' : 'refused')
  const complete = () => flow.completeWithFailure(failure)
  const again = async () => {
    setRetrying(true)
    const result = await failure.retry!()
    setRetrying(false)
    if (result !== 'done') setRetry(result)
    // The retry button is gone: focus goes to the way out, never to the page.
    if (result === 'refused') requestAnimationFrame(() => document.getElementById('failure-complete')?.focus())
  }
  const settled = flow.settled.value
  return (
    <Dialog
      title={copy.title}
      onClose={settled ? null : complete}
      confirmOnClose={false}
      busy={retrying}
      footer={
        <>
          {retry !== 'refused' ? (
            <Button onClick={() => void again()} busy={retrying} disabled={settled}>
              {text.common.tryAgain()}
            </Button>
          ) : null}
          <Button id="failure-complete" variant={retry !== 'refused' ? 'secondary' : 'primary'} onClick={complete} disabled={settled || retrying}>
            {copy.button}
          </Button>
        </>
      }
    >
      <p>
        <PhoneLinkText text={copy.description} phone={copy.phone} />
      </p>
      {help && (
        <p>
          {help.lead}{' '}
          <a href={help.url} target="_blank" rel="noopener noreferrer">
            {help.label}
          </a>
          .
        </p>
      )}
      {retry === 'offline' ? (
        <Notice tone="error">
          <strong>{text.network.title()}</strong> {text.network.description()}
        </Notice>
      ) : null}
    </Dialog>
  )
}
