import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const sv_bankLogin = {
  start: {
    title: 'Logga in hos din bank',
    lead: 'Logga in hos din bank så att vi kan bekräfta din identitet.',
    noSave: 'Vi sparar inte dina inloggningsuppgifter.',
    encrypted: 'Var lugn. Dina uppgifter är krypterade och skyddade.',
    suggested: 'Du loggar in hos {bankName}.',
    consent:
      'Genom att fortsätta ger du oss tillgång till dina kontouppgifter hos banken i upp till 90 dagar, så att vi kan bekräfta din identitet.',
    consentMore:
      'Vi läser ditt namn, din adress, ditt födelsedatum och uppgifterna om ditt konto och jämför dem med de uppgifter du har gett oss. Vi flyttar inga pengar och delar inte dina inloggningsuppgifter med någon.',
    consentUk: 'Vi läser bara transaktioner från högst de senaste 90 dagarna.',
    why: 'Varför frågar vi?',
  },
  why: {
    title: 'Varför ber vi dig logga in hos din bank?',
    body: 'Din bank vet redan vem du är. Att logga in där är ett snabbt och säkert sätt att bekräfta din identitet, utan att skicka dokument eller foton.',
    safety:
      'Du loggar in via en säker, krypterad anslutning. Vi ser eller sparar aldrig ditt lösenord eller din pinkod, och vi kan inte göra betalningar från ditt konto.',
  },
  selection: {
    title: 'Hitta din bank',
    country: 'Land',
    search: 'Bankens namn, IBAN eller BIC',
    searchHint: 'Till exempel Swedbank, SWEDSESSXXX eller ditt IBAN.',
    minChars: 'Ange minst tre tecken',
    searching: 'Söker…',
    results: '{count|int} {{bank hittades|banker hittades}}. Välj en med piltangenterna.',
    noResults: 'Inga banker hittades. Kontrollera stavningen eller prova med BIC eller ditt IBAN.',
    ibanTyping: 'Ett IBAN från det här landet har {expected|int} tecken. Du har angett {length|int}.',
    ibanLength: 'Ett IBAN från det här landet har {expected|int} tecken. Kontrollera det.',
    ibanChecksum: 'Det här IBAN-numret är inte giltigt. Kontrollera att det inte har några skrivfel.',
    ibanCountry: 'Vi kan inte ansluta till banker i det här IBAN-numrets land.',
    countryChanged: 'Banker i: {country}.',
    searchFailed: 'Vi kunde inte söka efter banker just nu. Försök igen.',
    tryAgain: 'Sök igen',
    notListed: 'Min bank finns inte med',
    connecting: 'Ansluter till {bankName}…',
    selectFailed: 'Vi kunde inte ansluta till {bankName}. Försök igen eller välj en annan bank.',
    startFailed: 'Vi kunde inte starta inloggningen hos banken. Försök igen.',
  },
  countries: {
    DE: 'Tyskland',
    AT: 'Österrike',
    BE: 'Belgien',
    IT: 'Italien',
    NL: 'Nederländerna',
    PL: 'Polen',
    ES: 'Spanien',
    SE: 'Sverige',
    CH: 'Schweiz',
    GB: 'Storbritannien',
  },
  creds: {
    title: 'Logga in hos {selectedBank}',
    lead: 'Använd samma uppgifter som när du loggar in i internetbanken hos {selectedBank}.',
    fields: {
      userId: 'Användar-id',
      username: 'Användarnamn',
      customerNumber: 'Kundnummer',
      contractNumber: 'Avtalsnummer',
      pin: 'Pinkod',
      password: 'Lösenord',
    },
    required: 'Fyll i det här fältet.',
    submit: 'Logga in',
    wrong: 'Inloggningsuppgifterna stämmer inte. Kontrollera dem och försök igen.',
    attemptsLeft: 'Du har {count|int} {{försök|försök}} kvar.',
    blocked: 'Din bank har spärrat inloggningen efter för många försök. Välj en annan bank eller en annan metod.',
    failed: 'Vi kunde inte logga in dig. Försök igen.',
    dismissed: 'Inloggningen godkändes inte i bankens app. Logga in igen.',
  },
  code: {
    title: 'Ange koden från din bank',
    lead: '{selectedBank} har skickat en engångskod till dig via sms eller i appen.',
    label: 'Kod från din bank',
    verifying: 'Koden kontrolleras…',
    wrong: 'Koden stämmer inte. Försök igen.',
    failed: 'Vi kunde inte kontrollera koden. Försök igen.',
  },
  app: {
    title: 'Godkänn i bankens app',
    lead: 'Öppna appen från {selectedBank} i din telefon och godkänn inloggningen där.',
    waiting: 'Väntar på ditt godkännande…',
    estimate: 'Det brukar ta mindre än en minut.',
  },
  verify: {
    title: 'Vi bekräftar din identitet',
    lead: 'Vi kontrollerar dina uppgifter hos {selectedBank}.',
    estimate: 'Det brukar bara ta några sekunder.',
    readingAccount: 'Läser dina kontouppgifter…',
  },
  report: {
    title: 'Berätta om din bank',
    lead: 'Vi lägger hela tiden till nya banker. Berätta vilken bank du använder så ser vi om vi kan lägga till den.',
    label: 'Bankens namn',
    required: 'Ange namnet på din bank.',
    send: 'Skicka',
    failed: 'Det gick inte att rapportera banken som saknas. Försök igen.',
  },
  reported: {
    title: 'Tack!',
    body: 'Vi har noterat att du vill använda {bankName}. Välj tills vidare en annan bank eller ett annat sätt att bekräfta din identitet.',
  },
  otherBank: 'Välj en annan bank',
  yourBank: 'din bank',
  failure: {
    userMismatch: {
      title: 'Kontoinnehavaren stämmer inte',
      description: 'Bankkontot du loggade in på tillhör någon annan. Logga in på ditt eget bankkonto.',
      button: 'Tillbaka till alternativen',
    },
    insufficientInfo: {
      title: 'Din bank delade inte tillräckligt med uppgifter',
      description:
        'Vi kunde inte verifiera din identitet med de uppgifter som din bank delade. Prova en annan bank eller ett annat betalsätt.',
      button: 'Tillbaka till alternativen',
    },
    incompleteVerification: {
      title: 'Inloggningen hos banken slutfördes inte',
      description:
        'Vi fick inte allt vi behöver från din bank. Gå tillbaka till kassan för att börja om, eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
    },
    technicalIssue: {
      title: 'Vi kunde inte ansluta till din bank',
      description:
        'Något gick fel när vi försökte ansluta till {bankName}. Försök igen senare eller välj ett annat betalsätt.',
      button: 'Tillbaka till kassan',
    },
    sessionTimeout: {
      title: 'Hoppsan, tiden tog slut',
      description:
        'Inloggningen hos banken tog för lång tid. Gå tillbaka till kassan för att försöka igen, eller välj en annan metod.',
      button: 'Tillbaka till kassan',
    },
  },
  cancel: {
    title: 'Vill du avbryta inloggningen hos din bank?',
    warning: 'Om du avbryter nu godkänns inte ditt köp.',
  },
} satisfies NamespaceBankLoginTranslation

export default sv_bankLogin
