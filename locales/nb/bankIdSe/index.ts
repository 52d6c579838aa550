import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const nb_bankIdSe = {
  title: 'Identifiser deg med Mobilt BankID',
  intro:
    'Bruk Mobilt BankID for å bekrefte at det er deg. Åpne appen på denne enheten, eller skann en QR-kode med BankID-appen på en annen enhet.',
  thisDevice: 'Åpne BankID på denne enheten',
  otherDevice: 'Bruk BankID på en annen enhet',
  noBankId: 'Har du ikke Mobilt BankID?',
  openTitle: 'Åpne BankID',
  openApp: 'Åpne BankID-appen',
  qrTitle: 'Skann QR-koden',
  qrInstructions: 'Åpne BankID-appen på den andre enheten din, trykk på QR-kodeikonet og skann denne koden.',
  qrLabel: 'QR-kode for BankID. Skann den med BankID-appen på den andre enheten din.',
  continueTitle: 'Fortsett i BankID-appen',
  finishTitle: 'Fullfør identifiseringen',
  failedTitle: 'Identifiseringen gikk ikke gjennom',
  tryAgain: 'Prøv igjen',
  startFailed: 'Vi kunne ikke starte BankID. Prøv igjen.',
  hints: {
    rfa1: 'Start BankID-appen.',
    rfa3: 'Handlingen ble avbrutt. Prøv igjen.',
    rfa6: 'Handlingen ble avbrutt.',
    rfa8: 'BankID-appen svarer ikke. Sjekk at den er startet, og at du er koblet til internett. Hvis du ikke har en gyldig BankID, kan du skaffe deg en i banken din. Prøv deretter igjen.',
    rfa9: 'Skriv inn sikkerhetskoden din i BankID-appen og velg «Identifiser».',
    rfa13: 'Prøver å starte BankID-appen.',
    rfa15:
      'Søker etter BankID, dette kan ta litt tid … Hvis det har gått noen sekunder uten at noen BankID er funnet, har du sannsynligvis ingen BankID som kan brukes til denne identifiseringen på denne enheten. Hvis du ikke har BankID, kan du skaffe deg en i banken din.',
    rfa16:
      'BankID-en du prøver å bruke, er for gammel eller sperret. Bruk en annen BankID, eller skaff deg en ny i banken din.',
    rfa17:
      'Vi fant ikke BankID-appen på datamaskinen eller mobilenheten din. Du må installere den og skaffe deg en BankID i banken din. Installer appen fra appbutikken din eller https://install.bankid.com.',
    rfa21: 'Identifisering pågår.',
    rfa22: 'Ukjent feil. Prøv igjen.',
  },
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
      button: 'Tilbake til valgene',
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
