import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const da_bankIdSe = {
  title: 'Identificer dig med Mobilt BankID',
  intro:
    'Brug Mobilt BankID til at bekræfte at det er dig. Åbn appen på denne enhed, eller scan en QR-kode med BankID-appen på en anden enhed.',
  thisDevice: 'Åbn BankID på denne enhed',
  otherDevice: 'Brug BankID på en anden enhed',
  noBankId: 'Har du ikke Mobilt BankID?',
  openTitle: 'Åbn BankID',
  openApp: 'Åbn BankID-appen',
  qrTitle: 'Scan QR-koden',
  qrInstructions: 'Åbn BankID-appen på din anden enhed, tryk på ikonet for QR-kode og scan denne kode.',
  qrLabel: 'QR-kode til BankID. Scan den med BankID-appen på din anden enhed.',
  continueTitle: 'Fortsæt i BankID-appen',
  finishTitle: 'Gennemfør identifikationen',
  failedTitle: 'Identifikationen gik ikke igennem',
  tryAgain: 'Prøv igen',
  startFailed: 'Vi kunne ikke starte BankID. Prøv igen.',
  hints: {
    rfa1: 'Start BankID-appen.',
    rfa3: 'Handlingen blev afbrudt. Prøv igen.',
    rfa6: 'Handlingen blev afbrudt.',
    rfa8: 'BankID-appen svarer ikke. Tjek at den er startet, og at du har internetforbindelse. Hvis du ikke har et gyldigt BankID, kan du få et i din bank. Prøv derefter igen.',
    rfa9: 'Indtast din sikkerhedskode i BankID-appen og vælg Identificer.',
    rfa13: 'Prøver at starte BankID-appen.',
    rfa15:
      'Søger efter BankID, det kan tage et øjeblik… Hvis der er gået et par sekunder, og der stadig ikke er fundet noget BankID, har du sandsynligvis ikke et BankID der kan bruges til denne identifikation på denne enhed. Hvis du ikke har et BankID, kan du få et i din bank.',
    rfa16:
      'Det BankID du prøver at bruge, er for gammelt eller spærret. Brug et andet BankID, eller få et nyt i din bank.',
    rfa17:
      'Vi kunne ikke finde BankID-appen på din computer eller mobile enhed. Du skal installere den og få et BankID i din bank. Installer appen fra din appbutik eller https://install.bankid.com.',
    rfa21: 'Identifikation i gang.',
    rfa22: 'Ukendt fejl. Prøv igen.',
  },
  failure: {
    unattainable: {
      title: 'Vi kunne ikke få kontakt til BankID',
      description: 'BankID svarer ikke lige nu. Gennemfør købet med en anden metode.',
      button: 'Tilbage til valgmulighederne',
    },
    tooManyAttempts: {
      title: 'For mange forsøg',
      description: 'Du har prøvet BankID for mange gange. Gennemfør købet med en anden metode.',
      button: 'Tilbage til valgmulighederne',
    },
    sessionTimeout: {
      title: 'Ups, tiden løb ud',
      description: 'Identifikationen med BankID tog for lang tid. Prøv igen eller vælg en anden metode.',
      button: 'Tilbage til valgmulighederne',
    },
    userInteraction: {
      title: 'Identifikationen blev afbrudt',
      description: 'Identificer dig med Mobilt BankID eller vælg en anden metode.',
      button: 'Tilbage til valgmulighederne',
    },
    userNotTrusted: {
      title: 'Vi kunne ikke bekræfte din identitet med BankID',
      description: 'Identificer dig med Mobilt BankID eller vælg en anden metode.',
      button: 'Tilbage til valgmulighederne',
    },
    bankIdIssue: {
      title: 'BankID virker ikke lige nu',
      description: 'Der er i øjeblikket et problem med BankID. Prøv igen senere eller vælg en anden metode.',
      button: 'Tilbage til valgmulighederne',
    },
  },
  cancel: {
    title: 'Vil du afbryde identifikationen med BankID?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceBankIdSeTranslation

export default da_bankIdSe
