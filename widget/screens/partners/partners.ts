import type { AnalyticsEvent } from '../../kit/analytics'
import type { Strategy } from '../../kit/session'
import type { Text } from '../../i18n/text'
import type { HandoffConfig, HandoffEvent } from '../../kit/handoff'
import type { SixMessages } from '../../ui/progress-messages'
import { monthioMessages } from './monthio-messages'
import { isIdinPage } from './rules/idin-page'

/** The first step: who the partner is, what happens there, and the button whose tap opens its window. */
export interface PartnerIntro {
  title: string
  lead: string
  /** What the shopper needs, or how it goes, as a short list under its heading. */
  listTitle: string
  items: readonly string[]
  start: string
  /** Consent to the partner (check-in), followed by the privacy policy's link. */
  consent?: string
  /** Small print under the rest. */
  hint?: string
  /** A footer button that chooses another method, instead of the link (check-in's No thanks). */
  decline?: string
}

/** What a partner's steps say, in the shopper's language. */
export interface PartnerText {
  intro: PartnerIntro
  /** How long the partner's part usually takes, while its window is out. */
  estimate?: string
  /** The check after the partner: how long it takes (spec §9), and words of its own where the shared six do not fit. */
  verifying?: { estimate: string; messages?: SixMessages }
}

/**
 * A partner's hosted flow, as data: the steps are the same for every
 * partner (./PartnerScreen.tsx), and only these differ.
 */
export interface Partner {
  /** The partner, as the shopper knows it. */
  name: string
  /** The family's path prefix and its steps under it (spec §2.2's where it names them); `:applicationId` is the session's application. */
  base: string
  steps: { intro: string; flow: string; verify?: string }
  /** The check's usual duration, for its bar (spec §9). */
  verifyMs?: number
  /** Spec §8's analytics failure events, by what befell the hand-off. */
  events?: Record<HandoffEvent, AnalyticsEvent>
  /** Where the partner's pages may be, beyond the rule every hand-off follows. */
  pages?: (strategy: Strategy) => Pick<HandoffConfig, 'allowUrl' | 'fallbackUrl'>
  text(text: Text): PartnerText
}

/** The keys a partner's namespace shares with the others (locales/<lang>/<namespace>). */
interface PartnerNamespace {
  title(): string
  intro(): string
  start(): string
  estimate(): string
  verifyEstimate(): string
}

/** What a partner with a check after it says, from its own namespace; `listTitle` and `items` are its list. */
const checked = (
  t: PartnerNamespace,
  listTitle: string,
  items: readonly string[],
): PartnerText & Required<Pick<PartnerText, 'verifying'>> => ({
  intro: { title: t.title(), lead: t.intro(), listTitle, items, start: t.start() },
  estimate: t.estimate(),
  verifying: { estimate: t.verifyEstimate() },
})

/** The partners by screen type (spec §2.1); dev/strategies/partners.ts is the mock's side of each. */
export const PARTNERS = {
  /**
   * iDIN: a confirmation of what happens (`/idin/index`), then the shopper
   * chooses their bank and authenticates at the partner (`/idin/continue`;
   * the spec names no iDIN paths). Its pages are on iDIN's hosts; without
   * one from the session, the token's signicatUrl.
   */
  idin: {
    name: 'iDIN',
    base: '/idin',
    steps: { intro: '/index', flow: '/continue' },
    pages: (strategy) => ({ allowUrl: (url) => isIdinPage(url), fallbackUrl: strategy.signicatUrl }),
    text: ({ idin: t }) => ({
      intro: {
        title: t.title(),
        lead: t.intro(),
        listTitle: t.how(),
        items: [t.chooseBank(), t.bankConfirms(), t.comeBack()],
        start: t.start(),
        hint: t.private(),
      },
    }),
  },
  /**
   * Check-in: consent to the partner (`/checkin/consent`), whose tap opens
   * Checkin.com's window (`/checkin/index`), then the session's verification
   * of the application (`/checkin/verify/:applicationId`, under 2 minutes).
   */
  checkin: {
    name: 'Checkin.com',
    base: '/checkin',
    steps: { intro: '/consent', flow: '/index', verify: '/verify/:applicationId' },
    verifyMs: 120_000,
    events: {
      could_not_start: 'checkin_could_not_start',
      load_error: 'checkin_load_error',
      polling_error: 'checkin_polling_error',
    },
    text: (text) => {
      const t = text.checkin
      return {
        intro: {
          title: t.title(),
          lead: t.intro(),
          listTitle: t.need(),
          items: [t.needId(), t.needCamera()],
          start: text.common.agreeAndContinue(),
          decline: text.common.noThanks(),
          consent: t.consent(),
          hint: text.consent.declineHint(),
        },
        estimate: t.estimate(),
        verifying: { estimate: t.verifyEstimate() },
      }
    },
  },
  /**
   * Kosma ID (in the crash guard): what the partner does and what to have
   * ready (`/kosma_id/intro`), the ID scan in Kosma's window
   * (`/kosma_id/flow`), then the session's verification (`/kosma_id/verify`,
   * under 3 minutes). Its failures are the ID scan's reasons (spec §8).
   */
  'kosma-id': {
    name: 'Kosma',
    base: '/kosma_id',
    steps: { intro: '/intro', flow: '/flow', verify: '/verify' },
    verifyMs: 180_000,
    text: ({ kosmaId: t }) => checked(t, t.need(), [t.needId(), t.needCamera(), t.needLight()]),
  },
  /**
   * Veriff (no consent route, spec §2.1: Veriff asks for its own): what
   * happens and what to have ready (`/veriff/index`), the hosted flow in the
   * partner's window (`/veriff/flow`), then its decision (`/veriff/verify`).
   * A window that did not load is its SDK-load error.
   */
  veriff: {
    name: 'Veriff',
    base: '/veriff',
    steps: { intro: '/index', flow: '/flow', verify: '/verify' },
    events: {
      could_not_start: 'veriff_could_not_start',
      load_error: 'veriff_sdk_load_error',
      polling_error: 'veriff_polling_error',
    },
    text: ({ veriff: t }) => checked(t, t.need(), [t.needId(), t.needCamera()]),
  },
  /**
   * Monthio: the lending-data partner reads income and expenses from the
   * shopper's bank in its own window (`/monthio/index`, `/monthio/flow`),
   * then the session reviews the overview it sent (`/monthio/verify`), in
   * words about finances rather than identity.
   */
  monthio: {
    name: 'Monthio',
    base: '/monthio',
    steps: { intro: '/index', flow: '/flow', verify: '/verify' },
    text: (text) => {
      const t = text.monthio
      const words = checked(t, t.how(), [t.logIn(), t.choose(), t.overview()])
      return { ...words, verifying: { ...words.verifying, messages: monthioMessages(text) } }
    },
  },
} satisfies Record<string, Partner>

export type PartnerType = keyof typeof PARTNERS
