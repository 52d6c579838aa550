import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const nb_bankIdNo = {
  title: 'Identifiser deg med BankID',
  signTitle: 'Signer med BankID',
  intro: 'Velg hvordan du bruker BankID. Du identifiserer deg i BankIDs eget vindu.',
  signIntro: 'Velg hvordan du bruker BankID. Du signerer i BankIDs eget vindu.',
  methods: 'Hvordan bruker du BankID?',
  app: 'BankID-appen',
  appHint: 'Bekreft i appen på mobilen din',
  codeDevice: 'Kodebrikke og passord',
  codeDeviceHint: 'Bruk en kode fra kodebrikken og det personlige passordet ditt',
  noBankId: 'Har du ikke BankID?',
  estimate: 'Det tar vanligvis rundt ett minutt.',
  review: {
    title: 'Se gjennom det du skal signere',
    lead: 'Les gjennom teksten. Du signerer den med BankID i neste steg.',
    label: 'Tekst som skal signeres',
    loading: 'Laster inn teksten …',
    failed: 'Vi kunne ikke laste inn teksten som skal signeres. Prøv igjen.',
    continue: 'Fortsett',
  },
  failure: {
    sessionTimeout: {
      title: 'Oisann, tiden rant ut',
      description:
        'Identifiseringen med BankID tok for lang tid. Gå tilbake til kassen og prøv igjen med BankID-appen eller kodebrikken din.',
      button: 'Tilbake til kassen',
    },
    userInteraction: {
      title: 'Identifiseringen ble avbrutt',
      description: 'Du avbrøt identifiseringen med BankID. Prøv igjen eller velg en annen betalingsmåte.',
      button: 'Tilbake til kassen',
    },
    technicalIssue: {
      title: 'BankID fungerer ikke akkurat nå',
      description: 'Noe gikk galt med BankID. Prøv igjen senere eller velg en annen betalingsmåte.',
      button: 'Tilbake til kassen',
    },
    userMismatch: {
      title: 'Opplysningene stemmer ikke',
      description:
        'Personen som identifiserte seg med BankID, stemmer ikke med opplysningene som ble oppgitt i kassen. Identifiser deg med din egen BankID.',
      button: 'Tilbake til kassen',
    },
  },
  cancel: {
    title: 'Vil du avbryte identifiseringen med BankID?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceBankIdNoTranslation

export default nb_bankIdNo
