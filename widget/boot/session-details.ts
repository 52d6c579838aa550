import * as v from 'valibot'
import { isAllowedSessionUrl } from './session-host'

type HostOptions = { sessionDomains: readonly string[]; idinHosts: readonly string[] }

/** One strategy of the session (spec §3): the token's list, or the next one a session answer names. */
export function strategySchema(options: Pick<HostOptions, 'idinHosts'>) {
  return v.pipe(
    v.looseObject({
      type: v.pipe(v.string(), v.nonEmpty(), v.maxLength(60)),
      market: v.optional(v.pipe(v.string(), v.toUpperCase())),
      first_name: v.optional(v.string()),
      middle_name: v.optional(v.string()),
      last_name: v.optional(v.string()),
      signicatUrl: v.optional(v.string()),
    }),
    v.check(
      (s) => s.type !== 'idin' || isIdinUrl(s.signicatUrl, options.idinHosts),
      'signicatUrl must be https on an allowed host',
    ),
  )
}

/** Validates the decoded client-token payload (spec §3 and §5). */
export function sessionDetailsSchema(options: HostOptions) {
  const Strategy = strategySchema(options)

  return v.looseObject({
    session_id: v.pipe(v.string(), v.nonEmpty()),
    url: v.pipe(
      v.string(),
      v.check((u) => isAllowedSessionUrl(u, options.sessionDomains), 'url must be on an allowed host'),
    ),
    locale: v.optional(v.string(), 'en'),
    strategies: v.pipe(v.array(Strategy), v.minLength(1, 'strategies must not be empty')),
    presentation_data: v.optional(
      v.looseObject({
        require_consent: v.optional(v.boolean(), false),
        ui_context: v.optional(v.string()),
        /** The merchant's name as shoppers know it: the cancel warning says the order won't be placed with it. */
        merchant_name: v.optional(v.pipe(v.string(), v.maxLength(100))),
        hide_error_screen: v.optional(v.boolean(), false),
        /** Feature switches by snake_case name (app/switches.ts); only booleans count. */
        features: v.optional(v.looseObject({})),
        theme: v.optional(
          v.looseObject({ color_scheme: v.optional(v.picklist(['light', 'dark', 'system'])) }),
        ),
      }),
      {},
    ),
    /** Spec §1 flow type (generic, signup, instore-signup…); any string, since new flows must not break old widgets. */
    flow: v.optional(v.string(), 'generic'),
    experiments: v.optional(v.array(v.unknown()), []),
    client_name: v.optional(v.string()),
    bi_url: v.optional(v.string()),
  })
}

function isIdinUrl(value: string | undefined, hosts: readonly string[]): boolean {
  if (!value) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && hosts.includes(url.hostname.toLowerCase())
  } catch {
    return false
  }
}

export type SessionDetails = v.InferOutput<ReturnType<typeof sessionDetailsSchema>>
export type Strategy = SessionDetails['strategies'][number]
