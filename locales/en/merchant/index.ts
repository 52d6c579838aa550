import type { BaseTranslation } from '../../i18n-types.ts'

/**
 * The edge's own page for a widget URL whose merchant has no record
 * (docs/merchants.md): shown only where a browser displays it (opened on its
 * own; framed, the browser refuses it). Never read by the widget.
 */
const en_merchant = {
  notSetUpTitle: 'Verification isn’t set up for this shop',
  notSetUp:
    'This shop hasn’t set up identity verification yet, so we can’t continue here. Please go back to the shop and choose another way to pay, or contact the shop.',
} satisfies BaseTranslation

export default en_merchant
