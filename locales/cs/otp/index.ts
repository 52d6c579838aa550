import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const cs_otp = {
  introTitle: 'Potvrďte, že jste to vy',
  introTitleNamed: 'Potvrďte, že jste {customerName}',
  introPhone: 'Na mobilní číslo, které jste zadali v obchodě, vám pošleme SMS se 6místným kódem.',
  introPhoneNumber: 'Na číslo {phoneNumber} vám pošleme SMS se 6místným kódem.',
  introEmail: 'Na e-mailovou adresu, kterou jste zadali v obchodě, vám pošleme 6místný kód.',
  sendCode: 'Poslat kód',
  sending: 'Posíláme kód…',
  entryTitle: 'Zadejte 6místný kód',
  codeLabel: 'Sem zadejte 6místný kód',
  sentTo: 'Kód jsme poslali na {contactDetail}.',
  arrivalHint: 'Doručení kódu může trvat až 20 sekund.',
  resend: 'Poslat nový kód',
  resendIn: 'Nový kód si můžete vyžádat za {seconds|int} {{|sekundu||sekundy|sekundy|sekund}}.',
  resent: 'Poslali jsme vám nový kód.',
  verifying: 'Kontrolujeme kód…',
  wrongCode: 'Jejda! Tento kód není správný.',
  wrongCodeAgain: 'Zadali jste nesprávný kód. Zkuste to znovu.',
  attemptsLeft: 'Máte ještě {count|int} {{|pokus||pokusy|pokusu|pokusů}}.',
  ratesApply: 'Mohou být účtovány poplatky za SMS a přenos dat.',
  sendFailed: 'Kód se nepodařilo odeslat. Zkuste to znovu.',
  checkFailed: 'Kód se nepodařilo ověřit. Zkuste to znovu.',
  tooSoon: 'Na nový kód je ještě příliš brzy.',
  changeNumber: 'Změnit telefonní číslo',
  sendoutDelays: 'Doručování ověřovacích kódů se momentálně zpožďuje. Zkuste to později.',
  sendErrors: {
    networkIssue: 'Nepodařilo se nám spojit se sítí a odeslat kód. Zkontrolujte připojení a zkuste to znovu.',
    sessionTimeout: 'Časový limit vypršel. Vraťte se k pokladně a začněte znovu.',
    technicalIssue: 'Na naší straně se něco pokazilo a kód se nepodařilo odeslat. Zkuste to znovu.',
    invalidRecipient: 'Na {contactDetail} se nepodařilo odeslat kód. Zkontrolujte, zda je tento údaj správný.',
    voipIsBlocked: 'Na internetová telefonní čísla (VoIP) kódy posílat nemůžeme. Použijte mobilní číslo.',
    landlineIsBlocked: 'Na čísla pevných linek kódy posílat nemůžeme. Použijte mobilní číslo.',
    geofenceUnsupportedCountry: 'Na telefonní čísla z této země kódy posílat nemůžeme. Použijte jiné číslo.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Překročili jste povolený počet pokusů',
      description:
        'Z bezpečnostních důvodů už nemůžeme přijmout další kódy. Pro dokončení nákupu zvolte jiný způsob platby.',
      button: 'Zpět k pokladně',
    },
  },
  cancel: {
    title: 'Přerušit ověření totožnosti?',
    warning: 'Bez kódu nemůžeme váš nákup schválit.',
  },
} satisfies NamespaceOtpTranslation

export default cs_otp
