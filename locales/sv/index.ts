import type { Translation } from '../i18n-types.ts'

const sv = {
  common: {
    close: 'Stäng',
    tryAgain: 'Försök igen',
    loading: 'Laddar…',
  },
  otp: {
    introTitle: 'Bekräfta att det är du',
    introPhone: 'Vi skickar en sexsiffrig kod via sms till mobilnumret du angav i butiken.',
    introEmail: 'Vi skickar en sexsiffrig kod till e-postadressen du angav i butiken.',
    sendCode: 'Skicka kod',
    sending: 'Skickar koden…',
    entryTitle: 'Ange den sexsiffriga koden',
    codeLabel: 'Ange den sexsiffriga koden här',
    sentTo: 'Vi har skickat en kod till {contactDetail}.',
    arrivalHint: 'Det kan ta upp till 20 sekunder innan koden kommer fram.',
    resend: 'Skicka en ny kod',
    resendIn: 'Du kan få en ny kod om {seconds} {{sekund|sekunder}}.',
    resent: 'Vi har skickat en ny kod till dig.',
    verifying: 'Kontrollerar koden…',
    wrongCode: 'Hoppsan! Det är fel kod.',
    wrongCodeAgain: 'Du har angett fel kod. Försök igen.',
    ratesApply: 'Avgifter för meddelanden och data kan tillkomma.',
    verified: 'Tack, nu är du verifierad.',
    sendFailed: 'Vi kunde inte skicka koden. Försök igen.',
  },
  consent: {
    title: 'Verifiera din identitet',
    body: 'Genom att trycka på Fortsätt godkänner du att vi lämnar ut dina personuppgifter till externa myndigheter och kreditupplysningsföretag för att verifiera din identitet, enligt lag.',
    privacyPolicy: 'Läs vår integritetspolicy',
    privacyUrl: 'https://www.example.com/sv/privacy',
    continue: 'Fortsätt',
  },
  fallback: {
    title: 'Den här verifieringsmetoden är inte tillgänglig',
    description: 'Vi kan inte verifiera din identitet på det här sättet just nu. Gå tillbaka till kassan och välj ett annat betalsätt.',
    button: 'Tillbaka till kassan',
  },
  network: {
    title: 'Ingen internetanslutning',
    description: 'Kontrollera din internetanslutning och försök igen.',
  },
  failure: {
    generic: {
      generic: {
        title: 'Vi kunde inte slutföra köpet',
        description: 'Ingen fara, du kan försöka igen eller välja ett annat betalsätt för att slutföra köpet.',
        button: 'Tillbaka till kassan',
      },
      sessionTimeout: {
        title: 'Hoppsan, tiden tog slut',
        description: 'Din session avbröts av säkerhetsskäl. Gå tillbaka till kassan och försök igen.',
        button: 'Tillbaka till kassan',
      },
    },
    otp: {
      tooManyAttempts: {
        title: 'Du har gjort fler försök än tillåtet',
        description: 'För din säkerhet kan vi inte ta emot fler koder. Välj ett annat betalsätt för att slutföra köpet.',
        button: 'Tillbaka till kassan',
      },
    },
  },
} satisfies Translation

export default sv
