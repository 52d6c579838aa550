import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const nb_bankIdSe = {
  failure: {
    unattainable: {
      title: 'Vi fikk ikke kontakt med BankID',
      description: 'BankID svarer ikke akkurat nå. Fullfør kjøpet med en annen metode.',
      button: 'Tilbake til valgene',
    },
    tooManyAttempts: {
      title: 'For mange forsøk',
      description: 'Du har prøvd BankID for mange ganger. Fullfør kjøpet med en annen metode.',
      button: 'Tilbake til valgene',
    },
    sessionTimeout: {
      title: 'Oisann, tiden rant ut',
      description: 'Identifiseringen med BankID tok for lang tid. Prøv igjen eller velg en annen metode.',
      button: 'Prøv igjen',
    },
    userInteraction: {
      title: 'Identifiseringen ble avbrutt',
      description: 'Identifiser deg med Mobilt BankID eller velg en annen metode.',
      button: 'Tilbake til valgene',
    },
    userNotTrusted: {
      title: 'Vi kunne ikke identifisere deg med BankID',
      description: 'Identifiser deg med Mobilt BankID eller velg en annen metode.',
      button: 'Tilbake til valgene',
    },
    bankIdIssue: {
      title: 'BankID fungerer ikke akkurat nå',
      description: 'Det er et problem med BankID for øyeblikket. Prøv igjen senere eller velg en annen metode.',
      button: 'Tilbake til valgene',
    },
  },
  cancel: {
    title: 'Vil du avbryte identifiseringen med BankID?',
    warning: 'Hvis du avbryter nå, blir ikke kjøpet ditt godkjent.',
  },
} satisfies NamespaceBankIdSeTranslation

export default nb_bankIdSe
