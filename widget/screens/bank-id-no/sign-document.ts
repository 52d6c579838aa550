import { signal } from '@preact/signals'
import * as v from 'valibot'
import type { ScreenProps } from '../../kit/screen-props'
import { createStrategyApi } from '../../kit/session'
import { faultOf } from '../../kit/fault'

/** What the shopper signs (dev/SESSION_API.md: `GET {url}/strategies/bank_id_no_signature/document`). */
const SignDocument = v.looseObject({
  title: v.optional(v.pipe(v.string(), v.maxLength(200))),
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(20_000)),
})
export type SignDocument = v.InferOutput<typeof SignDocument>

/**
 * The text a BankID signature is for, read from the session before the
 * shopper goes: shown, not interpreted. A failed read can be tried again;
 * a fault of the server's goes to error reporting.
 */
export function createSignDocument(props: ScreenProps) {
  const api = createStrategyApi(props.http, props.details.url, props.strategy.type)
  const document = signal<SignDocument | null>(null)
  const failed = signal<'network' | 'problem' | null>(null)
  let loading: Promise<void> | null = null
  const load = () =>
    (loading ??= api.read('document', SignDocument).then(
      (answer) => {
        document.value = answer
        failed.value = null
      },
      (error: unknown) => {
        loading = null
        const offline = faultOf(error) === 'offline'
        if (!offline) props.report(error)
        failed.value = offline ? 'network' : 'problem'
      },
    ))
  return { document, failed, load }
}
