import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const da_bankIdNo = {
  title: 'Identificer dig med BankID',
  signTitle: 'Underskriv med BankID',
  intro: 'Vælg, hvordan du bruger BankID. Du identificerer dig i BankID’s eget vindue.',
  signIntro: 'Vælg, hvordan du bruger BankID. Du underskriver i BankID’s eget vindue.',
  methods: 'Hvordan bruger du BankID?',
  app: 'BankID-appen',
  appHint: 'Bekræft i appen på din telefon',
  codeDevice: 'Kodebrik og adgangskode',
  codeDeviceHint: 'Brug en kode fra din kodebrik og din personlige adgangskode',
  noBankId: 'Har du ikke BankID?',
  estimate: 'Det tager som regel omkring et minut.',
  review: {
    title: 'Gennemgå det, du skal underskrive',
    lead: 'Læs teksten igennem. Du underskriver den med BankID i næste trin.',
    label: 'Tekst til underskrift',
    loading: 'Indlæser teksten…',
    failed: 'Vi kunne ikke indlæse teksten til underskrift. Prøv igen.',
    continue: 'Fortsæt',
  },
  failure: {
    sessionTimeout: {
      title: 'Ups, tiden løb ud',
      description:
        'Identifikationen med BankID tog for lang tid. Gå tilbage til kassen, og prøv igen med BankID-appen eller din kodebrik.',
      button: 'Tilbage til kassen',
    },
    userInteraction: {
      title: 'Identifikationen blev afbrudt',
      description: 'Du afbrød identifikationen med BankID. Prøv igen eller vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
    },
    technicalIssue: {
      title: 'BankID virker ikke lige nu',
      description: 'Noget gik galt med BankID. Prøv igen senere eller vælg en anden betalingsmetode.',
      button: 'Tilbage til kassen',
    },
    userMismatch: {
      title: 'Oplysningerne stemmer ikke overens',
      description:
        'Den person der identificerede sig med BankID, stemmer ikke overens med oplysningerne fra kassen. Identificer dig med dit eget BankID.',
      button: 'Tilbage til kassen',
    },
  },
  cancel: {
    title: 'Vil du afbryde identifikationen med BankID?',
    warning: 'Hvis du afbryder nu, bliver dit køb ikke godkendt.',
  },
} satisfies NamespaceBankIdNoTranslation

export default da_bankIdNo
