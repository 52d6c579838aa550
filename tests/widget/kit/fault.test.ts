import { describe, expect, it } from 'vitest'
import { faultOf } from '../../../widget/kit/fault'
import { WidgetError } from '../../../widget/widget-error'

describe('faultOf: a failed session call, told apart once for every caller', () => {
  it.each([
    [new WidgetError('network', 'offline'), 'offline'],
    [new WidgetError('timeout', 'slow'), 'offline'],
    [new WidgetError('client', '401', { status: 401 }), 'gone'],
    [new WidgetError('client', '403', { status: 403 }), 'gone'],
    [new WidgetError('client', '409', { status: 409 }), 'refused'],
    [new WidgetError('client', '422', { status: 422, body: { error: 'wrong_code' } }), 'refused'],
    [new WidgetError('server', '503', { status: 503 }), 'server'],
    [new WidgetError('invalid-response', 'Could not verify strategy'), 'broken'],
    [new TypeError('a bug'), 'broken'],
    ['thrown text', 'broken'],
  ])('%o is %s', (error, fault) => {
    expect(faultOf(error)).toBe(fault)
  })
})
