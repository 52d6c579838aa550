import { finish, problem, type StrategyMock } from './strategy-mock.ts'

export const RIGHT_PASSCODE = '1357'
const MAX_WRONG = 3

/** global_passcode: the shopper's 4-digit app passcode, `1357` here; the third wrong one fails with too-many-attempts. */
export const passcodeMock: StrategyMock = {
  types: ['global_passcode'],
  demo: {
    label: 'app passcode',
    markets: ['SE', 'DE', 'US'],
    reasons: ['too-many-attempts', 'session-timeout'],
    help: 'The right passcode is 1357.',
  },
  view: () => ({ passcode_length: RIGHT_PASSCODE.length }),
  actions: {
    start: ({ strategy }) => strategy,
    verify: ({ strategy, body }) => {
      const passcode = (body as { passcode?: unknown } | undefined)?.passcode
      if (typeof passcode !== 'string' || !/^\d{4,8}$/.test(passcode)) return problem(400, 'invalid_request')
      if (passcode === RIGHT_PASSCODE) return finish(strategy, 'success')
      const wrong = ((strategy.data.wrong as number) ?? 0) + 1
      strategy.data.wrong = wrong
      if (wrong >= MAX_WRONG) return finish(strategy, 'failure', 'too-many-attempts')
      return problem(422, 'wrong_passcode', { attempts_remaining: MAX_WRONG - wrong })
    },
  },
}
