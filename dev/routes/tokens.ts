import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { canonicalStrategyType } from '../../contracts/screen-type.ts'
import { widgetUrlFor } from '../../host/widget-url.ts'
import { mintClientToken } from '../client-token.ts'
import { DEMO_MERCHANT } from '../merchants.ts'
import type { MockContext } from '../mock-context.ts'
import { parseScenario, SCENARIO_HELP, type Scenario } from '../sessions.ts'
import { knownTypes, mockFor } from '../strategies/index.ts'
import { describeStrategy } from '../strategy-state.ts'
import { TokenRequest, type StrategyRequest } from './token-request.ts'

/**
 * A type the mock cannot answer: refused at once (RFC 9457), naming the
 * types it knows, rather than a session whose calls all fail.
 */
const unknownTypes = (c: Context, asked: string[]) => {
  // A type is named back as asked, cut short: the answer never grows with what the request sent.
  const types = asked.map((type) => (type.length > 60 ? `${type.slice(0, 60)}…` : type))
  return c.body(
    JSON.stringify({
      type: 'about:blank',
      title: 'Unprocessable Content',
      status: 422,
      detail:
        `The mock cannot answer strategy type ${types.map((t) => `'${t}'`).join(', ')}. ` +
        `It knows ${knownTypes.join(', ')} (hyphens or underscores).`,
      error: 'unknown_strategy_type',
      unknown_types: types,
      known_types: knownTypes,
    }),
    422,
    { 'Content-Type': 'application/problem+json' },
  )
}

const invalid = (c: Context, issues: string[]) => c.json({ error: 'invalid_request', issues }, 400)

/** The strategies asked for: the list, or the one `strategy` with the request's own fields. */
const requestedOf = (input: TokenRequest): StrategyRequest[] =>
  input.strategies ?? [
    {
      type: input.strategy!,
      market: input.market,
      first_name: input.first_name,
      middle_name: input.middle_name,
      last_name: input.last_name,
      scenario: undefined,
      signicatUrl: input.signicatUrl,
      answer_delay_seconds: undefined,
      accepted_documents: undefined,
    },
  ]

/** Each strategy's scenario (the request's own one plays on the first), or null for one nobody offers. */
function scenariosOf(input: TokenRequest, requested: StrategyRequest[]): Scenario[] | null {
  const scenarios: Scenario[] = []
  for (const [i, s] of requested.entries()) {
    const scenario = parseScenario(s.scenario ?? (i === 0 ? input.scenario : undefined))
    if (!scenario) return null
    if (scenario.kind === 'family' && !mockFor(canonicalStrategyType(s.type))!.demo.scenarios?.includes(scenario.name))
      return null
    scenarios.push(scenario)
  }
  return scenarios
}

/**
 * `POST /dev/tokens`, mounted at `/dev`: mints a session and its client
 * token, as the merchant's backend would get one from the provider.
 */
export function tokenRoutes(context: MockContext) {
  const { store, publicOrigin, widgetOrigin, secret } = context
  const app = new Hono()

  app.post('/tokens', async (c) => {
    const parsed = v.safeParse(TokenRequest, await c.req.json().catch(() => undefined))
    if (!parsed.success)
      return invalid(
        c,
        parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`),
      )
    const input = parsed.output
    const requested = requestedOf(input)
    const unknown = requested.map((s) => s.type).filter((type) => !mockFor(canonicalStrategyType(type)))
    if (unknown.length) return unknownTypes(c, unknown)
    const scenarios = scenariosOf(input, requested)
    if (!scenarios) return invalid(c, [SCENARIO_HELP])
    const delaySeconds = (s: StrategyRequest) =>
      s.answer_delay_seconds ??
      input.answer_delay_seconds ??
      mockFor(canonicalStrategyType(s.type))!.demo.answerDelaySeconds ??
      0
    const first = canonicalStrategyType(requested[0]!.type)
    const session = store.create({
      // The session answers under the one spelling the widget calls it by; the token keeps the one asked for.
      strategies: requested.map((s, i) => {
        const type = canonicalStrategyType(s.type)
        return {
          type,
          ...(s.type !== type && { spelt: s.type }),
          market: s.market ?? input.market ?? 'SE',
          first_name: s.first_name ?? input.first_name,
          middle_name: s.middle_name ?? input.middle_name,
          last_name: s.last_name ?? input.last_name,
          scenario: scenarios[i]!,
          signicatUrl: s.signicatUrl,
          answerDelayMs: delaySeconds(s) * 1000,
          acceptedDocuments: s.accepted_documents ?? input.accepted_documents,
        }
      }),
      contact: input.contact ?? (first === 'otp_email' ? 'shopper@example.com' : '+46 70 123 45 67'),
      resendSeconds: input.resend_seconds ?? 30,
    })
    const details = {
      session_id: session.id,
      url: `${publicOrigin}/v1/sessions/${session.id}`,
      locale: input.locale ?? 'en',
      strategies: session.strategies.map(describeStrategy),
      presentation_data: input.presentation_data ?? {},
      experiments: [],
      client_name: 'demo-checkout',
      // Who may frame this session's widget (docs/merchants.md): the widget URL's `m` hint carries it.
      merchant_id: input.merchant_id ?? DEMO_MERCHANT,
      flow: input.flow ?? 'generic',
      bi_url: `${widgetOrigin}/bi`,
    }
    const client_token = mintClientToken(details, secret)
    // The first screen's hints in the query, as the host SDK writes them (docs/architecture.md "Widget URL hints").
    return c.json({ client_token, widget_url: widgetUrlFor(widgetOrigin, client_token), session_id: session.id }, 201)
  })

  return app
}
