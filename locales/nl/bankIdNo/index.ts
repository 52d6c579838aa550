import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const nl_bankIdNo = {
  title: 'Identificeer je met BankID',
  signTitle: 'Onderteken met BankID',
  intro: 'Kies hoe je BankID gebruikt. Je identificeert je in het eigen venster van BankID.',
  signIntro: 'Kies hoe je BankID gebruikt. Je ondertekent in het eigen venster van BankID.',
  methods: 'Hoe gebruik je BankID?',
  app: 'BankID-app',
  appHint: 'Bevestig in de app op je telefoon',
  codeDevice: 'Codegenerator en wachtwoord',
  codeDeviceHint: 'Gebruik een code van je codegenerator en je persoonlijke wachtwoord',
  noBankId: 'Heb je geen BankID?',
  estimate: 'Dit duurt meestal ongeveer een minuut.',
  review: {
    title: 'Bekijk wat je gaat ondertekenen',
    lead: 'Lees de tekst door. In de volgende stap onderteken je hem met BankID.',
    label: 'Te ondertekenen tekst',
    loading: 'Tekst laden…',
    failed: 'We konden de te ondertekenen tekst niet laden. Probeer het opnieuw.',
    continue: 'Doorgaan',
  },
  failure: {
    sessionTimeout: {
      title: 'Oeps, de tijd is om',
      description:
        'De identificatie met BankID duurde te lang. Ga terug naar afrekenen en probeer het opnieuw met de BankID-app of je codegenerator.',
      button: 'Terug naar afrekenen',
    },
    userInteraction: {
      title: 'De identificatie is geannuleerd',
      description: 'Je hebt de identificatie met BankID gestopt. Probeer het opnieuw of kies een andere betaalmethode.',
      button: 'Terug naar afrekenen',
    },
    technicalIssue: {
      title: 'BankID werkt op dit moment niet',
      description: 'Er ging iets mis met BankID. Probeer het later opnieuw of kies een andere betaalmethode.',
      button: 'Terug naar afrekenen',
    },
    userMismatch: {
      title: 'De gegevens komen niet overeen',
      description:
        'De persoon die zich met BankID heeft geïdentificeerd, komt niet overeen met de gegevens die bij het afrekenen zijn opgegeven. Identificeer je met je eigen BankID.',
      button: 'Terug naar afrekenen',
    },
  },
  cancel: {
    title: 'Stoppen met identificeren via BankID?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceBankIdNoTranslation

export default nl_bankIdNo
