import { failureReason } from './failure-reason'
import type { FailureInfo } from '../kit/flow'
import { flowCopyOf } from '../ui/flow-copy'
import type { SessionDetails } from '../session-api/session-details'
import type { Text } from '../i18n/text'
import { camelKey } from '../i18n/camel-key'
import { COMPANIONS } from '../../contracts/companions'
import { screenInfoOf } from '../../contracts/screen-catalog'
import { supportPhoneFor, telHref } from './support-phone'

export interface FailureText {
  title: string
  description: string
  button: string
  /** 'If you're having issues please contact' and a link (spec §3, id_check). */
  customerService?: { lead: string; label: string; url: string }
  /** The support number where the description gives it (spec §8: the '-with-contact' texts), to be shown as a link that calls it. */
  phone?: SupportPhone
}

export interface SupportPhone {
  number: string
  href: string
  /** The link's accessible name: what it does, with the number. */
  label: string
}

/** What of the session picks a failure text variant (absent when the token was invalid). */
export type FailureSession = Pick<SessionDetails, 'flow' | 'presentation_data'> | null | undefined

/** `customerService`: the customer-support link's label, in the entries that show the line (spec §3). */
type Entries = Record<
  string,
  Record<'title' | 'description' | 'button' | 'customerService', (values?: Record<string, string>) => string>
>

/** A family's failure texts: its namespace's, then its companions' (contracts/companions.ts). */
function familyFailures(text: Text, namespace: string | undefined): Entries[] {
  if (!namespace) return []
  const groups = text as unknown as Record<string, { failure?: Entries } | undefined>
  const names = [
    namespace,
    ...Object.keys(COMPANIONS).filter((companion) => COMPANIONS[companion]!.includes(namespace)),
  ]
  return names.map((name) => groups[name]?.failure).filter((failure): failure is Entries => !!failure)
}

/**
 * Spec §2.3 and §8. In-store sign-up (flow `instore-signup`) shows one text
 * for every reason. Otherwise the reason, after market remapping, is looked
 * up in the strategy's namespace, then in its companions' (the ID failures
 * the ID scan and Kosma ID share), then in the shared text; else the generic
 * text answers, or the one-time card's. The spec does not say what marks a
 * one-time card session: we take presentation_data.ui_context
 * `one_time_card` (dev/SESSION_API.md).
 *
 * A lost connection never ends a flow (a call without an answer changes
 * nothing: the step says so inline and tries again, dev/SESSION_API.md), so
 * the failure screen takes its words from the reason alone: spec §8's network
 * texts answer the session's `network-issue` (the ID scan's and Kosma ID's
 * own, the shared "Lost internet connection" for every other strategy).
 */
export function failureText(text: Text, failure: FailureInfo, details?: FailureSession): FailureText {
  const shared = text.failure as unknown as Entries
  const namespace = screenInfoOf(failure.strategy)?.namespace
  const own = familyFailures(text, namespace)
  const reason = failureReason(failure.strategy, failure.market, failure.reason)
  const kind = flowCopyOf(details?.flow)
  const inStore = kind === 'instore'
  // typesafe-i18n answers '' for any key the loaded text lacks, reasons it has never heard of included.
  const entry = inStore
    ? shared.inStore!
    : ([...own.map((entries) => entries[camelKey(reason)]), shared[camelKey(reason)]].find((e) => e?.title()) ??
        (kind === 'signup'
          ? shared.signup
          : kind === 'phone-reset'
            ? shared.phoneReset
            : details?.presentation_data.ui_context === 'one_time_card'
              ? shared.oneTimeCard
              : shared.generic))!
  // Spec §3: the entries with the customer-service line carry its link's label (id_check's technical-issue,
  // verify, invalid-address and user-not-found); every other entry answers ''.
  const label = entry.customerService()
  // Spec §8: every ID-check error text links to the provider's New Zealand customer-service page, whatever the
  // language and whatever the market (an Australian session included).
  const url = text.idCheck.customerServiceUrl({ market: 'nz' })
  // Spec §9: the support hours, with the market's number where the deployment has one, for the texts that give them.
  const phoneNumber = supportPhoneFor(failure.market)
  const contactTimes = phoneNumber ? text.failure.contactTimes({ phoneNumber }) : text.failure.contactTimesChat()
  const values = { ...failure.values, contactTimes }
  const description = entry.description(values)
  return {
    title: entry.title(values),
    description,
    button: entry.button(values),
    // A translation is data, not code: only an https link may leave the frame.
    customerService:
      label && url.startsWith('https://') ? { lead: text.failure.customerService(), label, url } : undefined,
    phone:
      phoneNumber && description.includes(phoneNumber)
        ? { number: phoneNumber, href: telHref(phoneNumber), label: text.failure.callCustomerService({ phoneNumber }) }
        : undefined,
  }
}
