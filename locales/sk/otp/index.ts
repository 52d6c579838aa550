import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const sk_otp = {
  introTitle: 'Potvrďte, že ste to vy',
  introTitleNamed: 'Potvrďte, že ste to vy, {customerName}',
  introPhone: 'Na mobilné číslo, ktoré ste zadali v obchode, vám pošleme SMS so 6-miestnym kódom.',
  introPhoneNumber: 'Na číslo {phoneNumber} vám pošleme SMS so 6-miestnym kódom.',
  introEmail: 'Na e-mailovú adresu, ktorú ste zadali v obchode, vám pošleme 6-miestny kód.',
  sendCode: 'Poslať kód',
  sending: 'Posielame kód…',
  entryTitle: 'Zadajte 6-miestny kód',
  codeLabel: 'Sem zadajte 6-miestny kód',
  sentTo: 'Kód sme poslali na {contactDetail}.',
  arrivalHint: 'Doručenie kódu môže trvať až 20 sekúnd.',
  resend: 'Poslať nový kód',
  resendIn: 'Nový kód si môžete vyžiadať o {seconds|int} {{|sekundu||sekundy|sekundy|sekúnd}}.',
  resent: 'Poslali sme vám nový kód.',
  verifying: 'Overujeme kód…',
  wrongCode: 'Ups! Tento kód nie je správny.',
  wrongCodeAgain: 'Zadali ste nesprávny kód. Skúste to znova.',
  attemptsLeft: 'Máte ešte {count|int} {{|pokus||pokusy|pokusu|pokusov}}.',
  ratesApply: 'Za správy a prenos dát vám môžu byť účtované poplatky.',
  sendFailed: 'Kód sa nepodarilo odoslať. Skúste to znova.',
  checkFailed: 'Kód sa nepodarilo overiť. Skúste to znova.',
  tooSoon: 'Na nový kód je ešte príliš skoro.',
  changeNumber: 'Zmeniť telefónne číslo',
  sendoutDelays: 'Overovacie kódy momentálne prichádzajú s oneskorením. Skúste to neskôr.',
  sendErrors: {
    networkIssue:
      'Nepodarilo sa pripojiť k sieti, a preto sme vám nemohli poslať kód. Skontrolujte pripojenie a skúste to znova.',
    sessionTimeout: 'Vaša relácia vypršala. Vráťte sa do pokladne a začnite odznova.',
    technicalIssue: 'Na našej strane sa niečo pokazilo a kód sa nepodarilo odoslať. Skúste to znova.',
    invalidRecipient: 'Na {contactDetail} sa nepodarilo poslať kód. Skontrolujte, či je tento údaj správny.',
    voipIsBlocked: 'Na internetové telefónne čísla nemôžeme posielať kódy. Použite mobilné číslo.',
    landlineIsBlocked: 'Na čísla pevných liniek nemôžeme posielať kódy. Použite mobilné číslo.',
    geofenceUnsupportedCountry: 'Na telefónne čísla z tejto krajiny nemôžeme posielať kódy. Použite iné číslo.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Prekročili ste povolený počet pokusov',
      description:
        'Z bezpečnostných dôvodov už nemôžeme prijať ďalšie kódy. Na dokončenie nákupu si vyberte iný spôsob platby.',
      button: 'Späť do pokladne',
    },
  },
  cancel: {
    title: 'Prerušiť overenie?',
    warning: 'Bez kódu nemôžeme váš nákup schváliť.',
  },
} satisfies NamespaceOtpTranslation

export default sk_otp
