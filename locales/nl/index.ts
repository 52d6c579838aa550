import type { Translation } from '../i18n-types.ts'

const nl = {
  common: {
    close: 'Sluiten',
    goBack: 'Terug',
    continue: 'Doorgaan',
    tryAgain: 'Opnieuw proberen',
    loading: 'Laden…',
    ok: 'OK',
    gotIt: 'Begrepen',
    goBackToCheckout: 'Terug naar afrekenen',
    backToSelection: 'Terug naar overzicht',
    changeAddress: 'Adres wijzigen',
    agreeAndContinue: 'Akkoord en doorgaan',
    noThanks: 'Nee, bedankt',
    showMore: 'Meer tonen',
    showLess: 'Minder tonen',
    opensInNewWindow: '(opent in een nieuw venster)',
    privacyPolicy: 'Privacyverklaring',
  },
  dialog: {
    closeLabel: 'Sluiten',
    backLabel: 'Terug',
    logoLabel: 'Veilige identiteitsverificatie',
  },
  cancel: {
    title: 'Je staat op het punt de verificatie te stoppen',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
    warningMerchant: 'Als je nu stopt, wordt je bestelling bij {merchant} niet geplaatst.',
    warningSignup: 'Als je nu stopt, kunnen we het aanmaken van je account niet afronden.',
    warningPhoneReset: 'Als je nu stopt, wordt je telefoonnummer niet gewijzigd.',
    return: 'Verder met verifiëren',
    end: 'Verificatie stoppen',
  },
  consent: {
    title: 'Bevestig je identiteit',
    body: 'Door op ‘Doorgaan’ te tikken, ga je ermee akkoord dat we je persoonsgegevens aan externe instanties en kredietregistratiebureaus mogen verstrekken om je identiteit te verifiëren, zoals de wet vereist.',
    privacyPolicy: 'Lees onze privacyverklaring',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Doorgaan',
    agree: 'Akkoord en doorgaan',
    decline: 'Nee, bedankt',
    declineHint: 'Ga je niet akkoord? Dan kun je je identiteit op een andere manier bevestigen.',
  },
  progress: {
    title: 'Even geduld',
    doNotClose: 'Sluit dit venster niet.',
  },
  network: {
    title: 'Internetverbinding verbroken',
    description: 'Controleer je internetverbinding en probeer het opnieuw.',
  },
  waiting: {
    reconnecting: 'We blijven het proberen tot je weer online bent.',
  },
  method: {
    another: 'Andere methode kiezen',
  },
  fallback: {
    title: 'Deze verificatiemethode is niet beschikbaar',
    description:
      'We kunnen je identiteit nu niet op deze manier verifiëren. Ga terug naar het afrekenen en kies een andere betaalmethode.',
    button: 'Terug naar afrekenen',
  },
  success: {
    title: 'Helemaal klaar',
    lead: 'Je kunt verder met je aankoop.',
  },
  closing: {
    title: 'Een moment',
    lead: 'We brengen je terug naar het afrekenen.',
  },
  failure: {
    generic: {
      title: 'We konden de aankoop niet afronden',
      description:
        'Geen zorgen: je kunt het opnieuw proberen of een andere betaalmethode kiezen om de aankoop af te ronden.',
      button: 'Terug naar afrekenen',
    },
    close: {
      title: 'We konden de aankoop niet afronden',
      description:
        'Geen zorgen: je kunt het opnieuw proberen of een andere betaalmethode kiezen om de aankoop af te ronden.',
      button: 'Sluiten',
    },
    sessionTimeout: {
      title: 'Oeps, de tijd is om',
      description: 'Je sessie is om veiligheidsredenen verlopen. Ga terug naar het afrekenen en probeer het opnieuw.',
      button: 'Terug naar afrekenen',
    },
    userNotTrusted: {
      title: 'Helaas konden we je identiteit niet verifiëren',
      description: 'Kies een andere betaalmethode om de aankoop af te ronden.',
      button: 'Terug naar afrekenen',
    },
    networkIssue: {
      title: 'Internetverbinding verbroken',
      description: 'Controleer je internetverbinding en probeer het opnieuw.',
      button: 'Terug naar afrekenen',
    },
    signup: {
      title: 'We konden het aanmaken van je account niet afronden',
      description: 'Geen zorgen: je kunt het later opnieuw proberen of je op een andere manier registreren.',
      button: 'Sluiten',
    },
    phoneReset: {
      title: 'We konden je telefoonnummer niet wijzigen',
      description: 'Je telefoonnummer blijft ongewijzigd. Probeer het later opnieuw.',
      button: 'Sluiten',
    },
    oneTimeCard: {
      title: 'We konden je eenmalige kaart niet aanmaken',
      description: 'Probeer opnieuw een eenmalige kaart aan te maken.',
      button: 'Sluiten',
    },
    inStore: {
      title: 'Alles klaar! Neem bij je eerste aankoop wel een geldig identiteitsbewijs met foto mee',
      description:
        'Neem bij je eerste aankoop in de winkel een geldig identiteitsbewijs met foto mee. Zo kunnen we je identiteit verifiëren en blijft je account veilig.',
      button: 'Doorgaan',
    },
    customerService: 'Heb je problemen? Neem dan contact op met',
    contactTimes: 'via chat ma–zo 9.00–17.00 uur, telefonisch op {phoneNumber} ma–vr 9.00–17.00 uur',
    contactTimesChat: 'via chat ma–zo 9.00–17.00 uur',
    callCustomerService: 'Bel de klantenservice op {phoneNumber}',
  },
} satisfies Translation

export default nl
