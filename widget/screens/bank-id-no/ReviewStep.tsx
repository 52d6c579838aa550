import { useEffect, useMemo } from 'react'
import type { ScreenProps } from '../../kit/screen-props'
import { useSteps } from '../../ui/steps'
import { useText } from '../../i18n/text'
import { ActionNotice } from '../../ui/ActionNotice'
import { Button } from '../../ui/Button'
import { ChangeMethodButton } from '../../ui/ChangeMethodButton'
import { Dialog } from '../../ui/Dialog'
import { BASE, STEPS } from './bank-id-no-controller'
import { createSignDocument } from './sign-document'

/** The signature variant's first step: what is being signed, read from the session. */
export function ReviewStep({ props }: { props: ScreenProps }) {
  const text = useText()
  const t = text.bankIdNo.review
  const steps = useSteps()!
  const sign = useMemo(() => createSignDocument(props), [props])
  useEffect(() => void sign.load(), [sign])
  const document = sign.document.value
  const failed = sign.failed.value
  return (
    <Dialog
      title={t.title()}
      busy={!document && !failed}
      footer={
        document ? (
          <Button onClick={() => steps.go(BASE + STEPS.choose)}>{t.continue()}</Button>
        ) : failed ? (
          <Button onClick={() => void sign.load()}>{text.common.tryAgain()}</Button>
        ) : null
      }
    >
      <p>{t.lead()}</p>
      {document ? (
        // Focusable, so a keyboard can scroll a long text.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1), as axe checks
        <section className="signing-text" tabIndex={0} aria-label={t.label()}>
          {document.title ? <h2>{document.title}</h2> : null}
          <p>{document.text}</p>
        </section>
      ) : failed ? (
        <ActionNotice kind={failed} problem={t.failed()} />
      ) : (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> {t.loading()}
        </p>
      )}
      <ChangeMethodButton changeMethod={props.changeMethod} label={text.bankIdNo.noBankId()} />
    </Dialog>
  )
}
