import type { NamespaceMerchantTranslation } from '../../i18n-types.ts'

const de_merchant = {
  notSetUpTitle: 'Die Verifizierung ist für diesen Shop nicht eingerichtet',
  notSetUp:
    'Dieser Shop hat die Identitätsprüfung noch nicht eingerichtet, deshalb können wir hier nicht weitermachen. Bitte kehre zum Shop zurück und wähle eine andere Zahlungsart, oder wende dich an den Shop.',
} satisfies NamespaceMerchantTranslation

export default de_merchant
