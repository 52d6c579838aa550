import type { SessionDetails } from '../session-api/session-details'

/**
 * Whose words the shell's own copy uses (spec §1 flow types): a purchase
 * (generic, purchase, app-shopping, app-shopping-extension,
 * one-klarna-purchase-flow, and any flow this widget does not know yet), a
 * sign-up, an in-store sign-up, or a phone-number reset. Strategy texts
 * name the method; these name what the shopper stands to lose.
 */
export type FlowCopy = 'purchase' | 'signup' | 'instore' | 'phone-reset'

export function flowCopyOf(flow: string | undefined): FlowCopy {
  if (flow === 'instore-signup') return 'instore'
  if (flow === 'signup') return 'signup'
  if (flow === 'phone-reset') return 'phone-reset'
  return 'purchase'
}

/** What the session tells the copy: the flow, and the merchant's name for "won't be placed with …". */
export type CopyContext = Pick<SessionDetails, 'flow' | 'presentation_data'> | null | undefined
