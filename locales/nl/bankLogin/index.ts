import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const nl_bankLogin = {
  start: {
    title: 'Log in bij je bank',
    lead: 'Log in bij je bank, zodat we kunnen controleren wie je bent.',
    noSave: 'We bewaren je inloggegevens niet.',
    encrypted: 'Geen zorgen: je gegevens zijn versleuteld en beschermd.',
    suggested: 'Je logt in bij {bankName}.',
    consent:
      'Als je doorgaat, geef je ons tot 90 dagen toegang tot je rekeninggegevens bij je bank, zodat we kunnen controleren wie je bent.',
    consentMore:
      'We lezen je naam, adres, geboortedatum en de gegevens van je rekening, en vergelijken die met wat je ons hebt opgegeven. We maken geen geld over en delen je inloggegevens met niemand.',
    consentUk: 'We lezen alleen transacties van maximaal de afgelopen 90 dagen.',
    why: 'Waarom vragen we dit?',
  },
  why: {
    title: 'Waarom vragen we je in te loggen bij je bank?',
    body: 'Je bank weet al wie je bent. Inloggen bij je bank is een snelle en veilige manier om je identiteit te bevestigen, zonder documenten of foto’s te sturen.',
    safety:
      'Je logt in via een beveiligde, versleutelde verbinding. We zien en bewaren je wachtwoord of pincode nooit en we kunnen geen betalingen doen vanaf je rekening.',
  },
  selection: {
    title: 'Zoek je bank',
    country: 'Land',
    search: 'Naam van de bank, IBAN of BIC',
    searchHint: 'Bijvoorbeeld ING, INGBNL2AXXX of je IBAN.',
    minChars: 'Voer minstens drie tekens in',
    searching: 'Zoeken…',
    results: '{count|int} {{bank gevonden|banken gevonden}}. Kies er een met de pijltjestoetsen.',
    noResults: 'Geen banken gevonden. Controleer de spelling of probeer de BIC of je IBAN.',
    ibanTyping: 'Een IBAN uit dit land heeft {expected|int} tekens. Je hebt er {length|int} ingevoerd.',
    ibanLength: 'Een IBAN uit dit land heeft {expected|int} tekens. Controleer het nummer.',
    ibanChecksum: 'Dit IBAN is niet geldig. Controleer het op typefouten.',
    ibanCountry: 'We kunnen geen verbinding maken met banken in het land van dit IBAN.',
    countryChanged: 'Banken in: {country}.',
    searchFailed: 'We konden nu niet naar banken zoeken. Probeer het opnieuw.',
    tryAgain: 'Opnieuw zoeken',
    notListed: 'Mijn bank staat er niet bij',
    connecting: 'Verbinding maken met {bankName}…',
    selectFailed: 'We konden geen verbinding maken met {bankName}. Probeer het opnieuw of kies een andere bank.',
    startFailed: 'We konden het inloggen bij de bank niet starten. Probeer het opnieuw.',
  },
  countries: {
    DE: 'Duitsland',
    AT: 'Oostenrijk',
    BE: 'België',
    IT: 'Italië',
    NL: 'Nederland',
    PL: 'Polen',
    ES: 'Spanje',
    SE: 'Zweden',
    CH: 'Zwitserland',
    GB: 'Verenigd Koninkrijk',
  },
  creds: {
    title: 'Inloggen bij {selectedBank}',
    lead: 'Gebruik de gegevens waarmee je inlogt bij internetbankieren van {selectedBank}.',
    fields: {
      userId: 'Gebruikers-ID',
      username: 'Gebruikersnaam',
      customerNumber: 'Klantnummer',
      contractNumber: 'Contractnummer',
      pin: 'Pincode',
      password: 'Wachtwoord',
    },
    required: 'Vul dit veld in.',
    submit: 'Inloggen',
    wrong: 'Deze inloggegevens kloppen niet. Controleer ze en probeer het opnieuw.',
    attemptsLeft: 'Je hebt nog {count|int} {{poging|pogingen}}.',
    blocked: 'Je bank heeft het inloggen geblokkeerd na te veel pogingen. Kies een andere bank of een andere methode.',
    failed: 'We konden je niet laten inloggen. Probeer het opnieuw.',
    dismissed: 'Het inloggen is niet goedgekeurd in de app van je bank. Log opnieuw in.',
  },
  code: {
    title: 'Voer de code van je bank in',
    lead: '{selectedBank} heeft je een eenmalige code gestuurd, per sms of in de app.',
    label: 'Code van je bank',
    verifying: 'Code wordt gecontroleerd…',
    wrong: 'Deze code klopt niet. Probeer het opnieuw.',
    failed: 'We konden de code niet controleren. Probeer het opnieuw.',
  },
  app: {
    title: 'Keur goed in de app van je bank',
    lead: 'Open de app van {selectedBank} op je telefoon en keur het inloggen daar goed.',
    waiting: 'Wachten op je goedkeuring…',
    estimate: 'Dit duurt meestal minder dan een minuut.',
  },
  verify: {
    title: 'We controleren je identiteit',
    lead: 'We controleren je gegevens bij {selectedBank}.',
    estimate: 'Dit duurt meestal maar een paar seconden.',
    readingAccount: 'We lezen je rekeninggegevens…',
  },
  report: {
    title: 'Vertel ons welke bank je hebt',
    lead: 'We voegen steeds nieuwe banken toe. Laat ons weten welke bank je gebruikt, dan kijken we of we die kunnen toevoegen.',
    label: 'Naam van je bank',
    required: 'Voer de naam van je bank in.',
    send: 'Versturen',
    failed: 'We konden de niet-ondersteunde bank niet melden. Probeer het opnieuw.',
  },
  reported: {
    title: 'Bedankt!',
    body: 'We hebben genoteerd dat je {bankName} wilt gebruiken. Kies voor nu een andere bank of een andere manier om je identiteit te bevestigen.',
  },
  otherBank: 'Andere bank kiezen',
  yourBank: 'je bank',
  failure: {
    userMismatch: {
      title: 'De rekeninghouder komt niet overeen',
      description: 'De bankrekening waarmee je hebt ingelogd, is van iemand anders. Log in met je eigen bankrekening.',
      button: 'Terug naar overzicht',
    },
    insufficientInfo: {
      title: 'Je bank heeft niet genoeg gegevens gedeeld',
      description:
        'We konden je identiteit niet bevestigen met de gegevens die je bank heeft gedeeld. Probeer een andere bank of een andere betaalmethode.',
      button: 'Terug naar overzicht',
    },
    incompleteVerification: {
      title: 'Het inloggen bij je bank is niet afgerond',
      description:
        'We hebben niet alles van je bank ontvangen wat we nodig hebben. Ga terug naar afrekenen om opnieuw te beginnen, of kies een andere betaalmethode.',
      button: 'Terug naar afrekenen',
    },
    technicalIssue: {
      title: 'We konden geen verbinding maken met je bank',
      description:
        'Er ging iets mis bij het verbinden met {bankName}. Probeer het later opnieuw of kies een andere betaalmethode.',
      button: 'Terug naar afrekenen',
    },
    sessionTimeout: {
      title: 'Oeps, de tijd is om',
      description:
        'Het inloggen bij je bank duurde te lang. Ga terug naar afrekenen om het opnieuw te proberen, of kies een andere methode.',
      button: 'Terug naar afrekenen',
    },
  },
  cancel: {
    title: 'Stoppen met inloggen bij je bank?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceBankLoginTranslation

export default nl_bankLogin
