import { batch, signal } from '@preact/signals'
import type { Flow } from '../../app/flow'
import { problemOf, type StrategyAnswer, type StrategyApi } from '../../session-api/strategy-api'
import { isWidgetError } from '../../widget-error'

export const CODE_LENGTH = 6

export type OtpNotice = 'wrong-code' | 'wrong-code-again' | 'network' | 'send-failed' | 'resent'

export interface OtpClock {
  now(): number
}

/**
 * The one-time-code flow without its view: intro → send → entry → verify.
 * Each action ignores calls while another is running, so double clicks and
 * a paste racing the keyboard submit once.
 */
export function createOtpController(api: StrategyApi, flow: Flow, strategy: string, clock: OtpClock = Date) {
  const step = signal<'intro' | 'entry'>('intro')
  const busy = signal<null | 'sending' | 'resending' | 'verifying'>(null)
  const contactDetail = signal('')
  const resendAt = signal(0)
  const notice = signal<OtpNotice | null>(null)
  const verified = signal(false)
  let wrongCodes = 0

  const accept = (answer: StrategyAnswer) => {
    if (answer.status === 'in_progress') {
      batch(() => {
        step.value = 'entry'
        if (answer.contact_detail) contactDetail.value = answer.contact_detail
        resendAt.value = clock.now() + answer.resend_available_in * 1000
      })
    } else if (answer.status === 'success') {
      verified.value = true
      flow.succeed(answer.token)
    } else {
      flow.fail({ strategy, reason: answer.reason, token: answer.token, error: `strategy ${answer.status}` })
    }
  }

  /** Faults that are not about the code. Returns the notice to show, or null when the flow failed. */
  const fault = (error: unknown, fallbackNotice: OtpNotice): OtpNotice | null => {
    if (isWidgetError(error, 'network') || isWidgetError(error, 'timeout')) return 'network'
    if (isWidgetError(error, 'client') && (error.details.status === 401 || error.details.status === 403)) {
      flow.fail({ strategy, reason: 'session-timeout', error: 'session no longer valid' })
      return null
    }
    if (isWidgetError(error, 'client')) return fallbackNotice
    flow.fail({ strategy, reason: 'technical-issue', error: isWidgetError(error) ? error.message : 'unexpected error' })
    return null
  }

  const run = async (kind: 'sending' | 'resending' | 'verifying', action: () => Promise<void>) => {
    if (busy.peek() || flow.settled.peek() || verified.peek()) return
    busy.value = kind
    try {
      await action()
    } finally {
      busy.value = null
    }
  }

  const send = () =>
    run('sending', async () => {
      notice.value = null
      try {
        accept(await api.start())
      } catch (error) {
        notice.value = fault(error, 'send-failed')
      }
    })

  const resend = () => {
    if (clock.now() < resendAt.peek()) return Promise.resolve()
    return run('resending', async () => {
      try {
        accept(await api.resend())
        notice.value = 'resent'
      } catch (error) {
        const problem = problemOf(error)
        if (problem?.resend_available_in !== undefined) resendAt.value = clock.now() + problem.resend_available_in * 1000
        notice.value = fault(error, 'send-failed')
      }
    })
  }

  const verify = (code: string) => {
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) return Promise.resolve()
    return run('verifying', async () => {
      notice.value = null
      try {
        accept(await api.verify({ code }))
      } catch (error) {
        if (problemOf(error)?.error === 'wrong_code') {
          wrongCodes += 1
          notice.value = wrongCodes === 1 ? 'wrong-code' : 'wrong-code-again'
        } else {
          notice.value = fault(error, 'send-failed')
        }
      }
    })
  }

  return { step, busy, contactDetail, resendAt, notice, verified, send, resend, verify }
}

export type OtpController = ReturnType<typeof createOtpController>
