import { checkStrategy, type Strategy } from '../session-api/session-details'
import { config } from '../config'
import { createText } from '../i18n/text'
import { createStrategyApi, readState } from '../session-api/strategy-api'
import { faultOf } from '../kit/fault'
import { WidgetError } from '../widget-error'
import { bringUp } from './bring-up'
import { loadEntry } from './screen-registry'
import type { StrategyHost } from './strategy-host-types'

/**
 * docs/architecture.md "Switching method": the session names the next strategy; the
 * current one is deactivated, the next family's chunk, text and state load,
 * and it shows in the same dialog; the page hears `strategy_changed`.
 * Loaded only when a session switches.
 */

const deactivate = (host: StrategyHost, strategy: Strategy, reason: 'change_method' | 'next_strategy') =>
  createStrategyApi(host.options.http, host.options.details.url, strategy.type).post('deactivate', { reason })

function checkNext(host: StrategyHost, raw: unknown): Strategy | null {
  const next = checkStrategy(raw, config, 'next_strategy')
  if (next.ok) return next.value
  const { flow, report } = host.options
  report(
    new WidgetError('invalid-response', 'Could not verify strategy', {
      body: next.issues.map((i) => `${i.path}: ${i.message}`),
    }),
  )
  const current = host.current()
  flow.fail({
    strategy: current?.type ?? 'generic',
    market: current?.market,
    reason: 'technical-issue',
    error: 'invalid next strategy',
  })
  return null
}

/** A session answer named the next strategy: the session has moved on, so deactivating is housekeeping. */
export async function switchTo(
  host: StrategyHost,
  raw: unknown,
  current: Strategy | null = host.current(),
): Promise<void> {
  const next = checkNext(host, raw)
  if (!next) return
  if (current) void deactivate(host, current, 'next_strategy').catch(host.options.report)
  await load(host, next, current)
}

/**
 * "Choose another method": the session's answer to deactivating names the
 * next strategy; without one the session ends with `change_method`, and the
 * checkout offers its other ways to pay.
 */
export async function changeMethod(host: StrategyHost): Promise<'done' | 'offline'> {
  const { flow, report, cancel } = host.options
  const current = host.current()
  if (!current || flow.settled.peek()) return 'done'
  let answer: Awaited<ReturnType<typeof deactivate>>
  try {
    answer = await deactivate(host, current, 'change_method')
  } catch (error) {
    const fault = faultOf(error)
    if (fault === 'offline') return 'offline'
    // 'Could not deactivate strategy': the shopper still leaves this method.
    if (fault !== 'gone') report(error)
    await cancel('change_method')
    return 'done'
  }
  if (answer.next_strategy === undefined) await cancel('change_method')
  else {
    const next = checkNext(host, answer.next_strategy)
    if (next) await load(host, next, current)
  }
  return 'done'
}

async function load(host: StrategyHost, next: Strategy, from: Strategy | null): Promise<void> {
  const { http, details, flow, report, text, locale } = host.options
  const attempt = async () => {
    host.stage.value = { kind: 'switching' }
    try {
      const entry = await loadEntry(next.type)
      // The complete text: the document's block holds only what the first screen reads.
      const [loaded, screen, state] = await bringUp(locale, entry, readState(http, details.url, next.type), null)
      text.value = createText(loaded.locale, loaded.dictionary)
      if (loaded.missing.length) flow.event('missing_translation', { locale: loaded.locale, keys: loaded.missing })
      flow.event('strategy_changed', { from: from?.type, to: next.type })
      host.show(next, screen, { known: state, answer: Promise.resolve(state) }, '/', entry)
    } catch (error) {
      report(error)
      host.stage.value = { kind: 'switching', failed: error, retry: () => void attempt() }
    }
  }
  await attempt()
}
