import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const nl_bankIdFi = {
  title: 'Identificeer je via je bank',
  intro: 'Kies je bank. Je identificeert je in het eigen venster van je bank, net als bij het inloggen.',
  search: 'Zoek je bank',
  banks: 'Banken',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{count|int} {{bank gevonden|banken gevonden}}.',
  noMatch: 'Geen bank gevonden voor ‘{query}’. Controleer de spelling of kies een andere methode.',
  mobileCertificate: 'Mobiel certificaat',
  yourBank: 'je bank',
  why: 'Waarom vragen we dit?',
  whyTitle: 'Waarom vragen we je om je te identificeren?',
  whyLaw: 'De wet verplicht ons de identiteit te controleren van iedereen die via ons betaalt.',
  whyMatch:
    'Je bank bevestigt je naam en je burgerservicenummer. Die moeten overeenkomen met de gegevens van de bankrekening waarmee je je identificeert.',
  whyPrivate: 'We zien je inloggegevens van de bank nooit.',
  lastStep: 'Laatste stap: identificatie bij je bank',
  failure: {
    userMismatch: {
      title: 'De gegevens komen niet overeen',
      description:
        'Zorg dat het persoonlijk identificatienummer dat je hebt opgegeven overeenkomt met dat van de bankrekening waarmee je je identificeert.',
      button: 'Terug naar afrekenen',
    },
    technicalIssue: {
      title: 'Identificeren via je bank werkt op dit moment niet',
      description: 'Er ging bij ons iets mis. Probeer het later opnieuw of kies een andere betaalmethode.',
      button: 'Terug naar afrekenen',
    },
    accessDenied: {
      title: 'Je bank heeft je gegevens niet gedeeld',
      description:
        'We hebben je bank nodig om je identiteit te bevestigen. Probeer het opnieuw en geef je bank toestemming om je gegevens te delen.',
      button: 'Terug naar afrekenen',
    },
    sessionTimeout: {
      title: 'Oeps, de tijd is om',
      description: 'De identificatie bij je bank duurde te lang. Probeer het opnieuw of kies een andere betaalmethode.',
      button: 'Terug naar afrekenen',
    },
    userNotTrusted: {
      title: 'Helaas konden we je identiteit niet verifiëren',
      description: 'Kies een andere betaalmethode om de aankoop af te ronden.',
      button: 'OK',
    },
  },
  cancel: {
    title: 'Stoppen met identificeren bij je bank?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceBankIdFiTranslation

export default nl_bankIdFi
