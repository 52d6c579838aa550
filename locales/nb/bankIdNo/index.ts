import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const nb_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Oisann, tiden rant ut',
      description: 'Identifiseringen med BankID tok for lang tid. Prøv igjen med kodebrikken din eller BankID på mobil.',
      button: 'Prøv igjen',
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
      description: 'Personen som identifiserte seg med BankID, stemmer ikke med opplysningene som ble oppgitt i kassen. Identifiser deg med din egen BankID.',
      button: 'Tilbake til kassen',
    },
  },
  cancel: {
    title: 'Vil du avbryte identifiseringen med BankID?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceBankIdNoTranslation

export default nb_bankIdNo
