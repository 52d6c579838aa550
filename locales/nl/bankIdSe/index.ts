import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const nl_bankIdSe = {
  title: 'Identificeer je met Mobile BankID',
  intro:
    'Gebruik Mobile BankID om te bevestigen dat jij het bent. Open de app op dit apparaat of scan een QR-code met BankID op een ander apparaat.',
  thisDevice: 'BankID openen op dit apparaat',
  otherDevice: 'BankID gebruiken op een ander apparaat',
  noBankId: 'Heb je geen Mobile BankID?',
  openTitle: 'Open je BankID-app',
  openApp: 'BankID-app openen',
  qrTitle: 'Scan de QR-code',
  qrInstructions: 'Open de BankID-app op je andere apparaat, tik op het QR-code-icoon en scan deze code.',
  qrLabel: 'QR-code voor BankID. Scan deze met de BankID-app op je andere apparaat.',
  continueTitle: 'Ga verder in de BankID-app',
  finishTitle: 'Rond de identificatie af',
  failedTitle: 'De identificatie is niet gelukt',
  tryAgain: 'Opnieuw proberen',
  startFailed: 'We konden BankID niet starten. Probeer het opnieuw.',
  hints: {
    rfa1: 'Start je BankID-app.',
    rfa3: 'Actie geannuleerd. Probeer het opnieuw.',
    rfa6: 'Actie geannuleerd.',
    rfa8: 'De BankID-app reageert niet. Controleer of de app is gestart en of je verbinding hebt met internet. Als je geen geldige BankID hebt, kun je er een aanvragen bij je bank. Probeer het opnieuw.',
    rfa9: 'Voer je beveiligingscode in de BankID-app in en kies ‘Identificeren’.',
    rfa13: 'We proberen je BankID-app te starten.',
    rfa15:
      'BankID wordt gezocht, dit kan even duren… Als er na een paar seconden nog steeds geen BankID is gevonden, heb je op dit apparaat waarschijnlijk geen BankID die je voor deze identificatie kunt gebruiken. Als je geen BankID hebt, kun je er een aanvragen bij je bank.',
    rfa16:
      'De BankID die je probeert te gebruiken, is geblokkeerd of te oud. Gebruik een andere BankID of vraag een nieuwe aan bij je bank.',
    rfa17:
      'De BankID-app is niet gevonden op je computer of mobiele apparaat. Installeer de app en vraag een BankID aan bij je bank. Installeer de app via je app store of https://install.bankid.com.',
    rfa21: 'Bezig met identificeren.',
    rfa22: 'Onbekende fout. Probeer het opnieuw.',
  },
  failure: {
    unattainable: {
      title: 'We konden BankID niet bereiken',
      description: 'BankID reageert op dit moment niet. Rond de aankoop af met een andere methode.',
      button: 'Terug naar overzicht',
    },
    tooManyAttempts: {
      title: 'Te veel pogingen',
      description: 'Je hebt het te vaak geprobeerd met BankID. Rond de aankoop af met een andere methode.',
      button: 'Terug naar overzicht',
    },
    sessionTimeout: {
      title: 'Oeps, de tijd is om',
      description: 'De identificatie met BankID duurde te lang. Probeer het opnieuw of kies een andere methode.',
      button: 'Terug naar overzicht',
    },
    userInteraction: {
      title: 'De identificatie is geannuleerd',
      description: 'Identificeer je met Mobile BankID of kies een andere methode.',
      button: 'Terug naar overzicht',
    },
    userNotTrusted: {
      title: 'We konden je niet verifiëren met BankID',
      description: 'Identificeer je met Mobile BankID of kies een andere methode.',
      button: 'Terug naar overzicht',
    },
    bankIdIssue: {
      title: 'BankID werkt op dit moment niet',
      description: 'Er is op dit moment een probleem met BankID. Probeer het later opnieuw of kies een andere methode.',
      button: 'Terug naar overzicht',
    },
  },
  cancel: {
    title: 'Stoppen met identificeren via BankID?',
    warning: 'Als je nu stopt, wordt je aankoop niet goedgekeurd.',
  },
} satisfies NamespaceBankIdSeTranslation

export default nl_bankIdSe
