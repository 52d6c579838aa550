import { describe, expect, it, vi } from 'vitest'
import type { HttpClient } from '../../../widget/session-api/http-client'
import { readState } from '../../../widget/session-api/strategy-api'
import { WidgetError } from '../../../widget/widget-error'

const URL = 'https://api.provider.com/v1/sessions/s1/'

describe('a state read in the background (resume at start, after a switch)', () => {
  it('GETs {url}/strategies/{type} as the strategy calls do, with their 31 s timeout, and answers the raw state unchecked', async () => {
    const http = vi.fn<HttpClient>(async () => ({ status: 'in_progress', anything: 1 }))
    expect(await readState(http, URL, 'bank_id_se')).toEqual({ status: 'in_progress', anything: 1 })
    expect(http).toHaveBeenCalledWith('https://api.provider.com/v1/sessions/s1/strategies/bank_id_se', {
      timeoutMs: 31_000,
    })
  })

  it('answers null when no state came: the family reads it again itself', async () => {
    const http = vi.fn<HttpClient>(async () => Promise.reject(new WidgetError('network', 'Network error')))
    expect(await readState(http, URL, 'otp_phone')).toBeNull()
  })
})
