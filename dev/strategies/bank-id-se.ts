import { createHmac, randomUUID } from 'node:crypto'
import type { MockStrategy } from '../sessions.ts'
import { problem, waitOutside, type StrategyMock } from './strategy-mock.ts'

/** BankID ends an order nobody scanned after a while; here after 30 s, so it can be seen. */
export const UNSCANNED_ORDER_EXPIRES_MS = 30_000
const PROGRESS = ['outstandingTransaction', 'started', 'userSign']
const FAILED = ['userCancel', 'expiredTransaction', 'certificateErr', 'startFailed', 'cancelled']

interface Order {
  device: 'this' | 'other'
  qrStartToken: string
  qrStartSecret: string
  autostartToken: string
  startedAt: number
  failedHint?: string
}

const orderOf = (strategy: MockStrategy) => strategy.data.order as Order | undefined

function fail(strategy: MockStrategy, hint: string) {
  const order = orderOf(strategy)
  if (order) order.failedHint = hint
  strategy.pending = null
}

/**
 * The QR string as BankID's RP API v6 builds it: qrTime is whole seconds
 * since the order started, qrAuthCode the hex HMAC-SHA256 of qrTime keyed by
 * qrStartSecret, which never leaves the server.
 */
export function qrString(order: Pick<Order, 'qrStartToken' | 'qrStartSecret' | 'startedAt'>, now: number): string {
  const qrTime = String(Math.floor((now - order.startedAt) / 1000))
  const qrAuthCode = createHmac('sha256', order.qrStartSecret).update(qrTime).digest('hex')
  return `bankid.${order.qrStartToken}.${qrTime}.${qrAuthCode}`
}

/** Swedish BankID: orders on this device (autostart token) or another (animated QR), collected by the widget. */
export const bankIdSeMock: StrategyMock = {
  types: ['bank_id_se'],
  demo: {
    label: 'Swedish BankID',
    markets: ['SE'],
    reasons: [
      'unattainable',
      'too-many-attempts',
      'session-timeout',
      'user-interaction',
      'user-not-trusted',
      'bank-id-issue',
    ],
    hints: PROGRESS,
    failureHints: FAILED,
    outside: 'bankid_app',
    help: 'Pick a device in the widget, then act as the BankID app here: scan (started), enter the security code (userSign), identify (approve). An order nobody scans expires after 30 s.',
  },
  view: (strategy, _session, now) => {
    const order = orderOf(strategy)
    if (!order) return {}
    return {
      device: order.device,
      ...(order.device === 'this' && strategy.pending ? { autostart_token: order.autostartToken } : {}),
      // The code of this second with the order's answer: the QR step shows after one call, not two.
      ...(order.device === 'other' && strategy.pending?.hint === 'outstandingTransaction'
        ? { qr: qrString(order, now) }
        : {}),
      ...(order.failedHint ? { failed_hint: order.failedHint } : {}),
    }
  },
  tick: (strategy, now) => {
    const order = orderOf(strategy)
    if (
      order &&
      strategy.pending?.hint === 'outstandingTransaction' &&
      now - order.startedAt > UNSCANNED_ORDER_EXPIRES_MS
    )
      fail(strategy, 'expiredTransaction')
  },
  actions: {
    start: ({ strategy, body, now }) => {
      const device = (body as { device?: unknown } | undefined)?.device
      if (device !== 'this' && device !== 'other')
        return problem(400, 'invalid_request', { detail: 'device must be this or other' })
      // A new order replaces any earlier one, as BankID cancels an order when another starts for the same person.
      strategy.data.order = {
        device,
        qrStartToken: randomUUID(),
        qrStartSecret: randomUUID(),
        autostartToken: randomUUID(),
        startedAt: now,
      } satisfies Order
      return waitOutside(strategy, 'bankid_app', now, 'outstandingTransaction')
    },
  },
  reads: {
    qr: ({ strategy, now }) => {
      const order = orderOf(strategy)
      if (order?.device !== 'other' || strategy.pending?.hint !== 'outstandingTransaction') return problem(409, 'no_qr')
      return { body: { qr: qrString(order, now) } }
    },
  },
  cancelOutside: (strategy) => fail(strategy, 'userCancel'),
  hint: (strategy, hint) => {
    if (FAILED.includes(hint)) {
      fail(strategy, hint)
      return undefined
    }
    if (!PROGRESS.includes(hint)) return problem(400, 'unknown_hint', { hints: [...PROGRESS, ...FAILED] })
    strategy.pending!.hint = hint
    return undefined
  },
}
