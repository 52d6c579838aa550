import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const it_bankIdSe = {
  title: 'Identificati con Mobile BankID',
  intro:
    'Usa Mobile BankID per confermare che sei tu. Apri l’app su questo dispositivo oppure scansiona un codice QR con BankID su un altro dispositivo.',
  thisDevice: 'Apri BankID su questo dispositivo',
  otherDevice: 'Usa BankID su un altro dispositivo',
  noBankId: 'Non hai Mobile BankID?',
  openTitle: 'Apri BankID',
  openApp: 'Apri l’app BankID',
  qrTitle: 'Scansiona il codice QR',
  qrInstructions: 'Apri l’app BankID sull’altro dispositivo, tocca l’icona del codice QR e scansiona questo codice.',
  qrLabel: 'Codice QR per BankID. Scansionalo con l’app BankID sull’altro dispositivo.',
  continueTitle: 'Continua nell’app BankID',
  finishTitle: 'Completa l’identificazione',
  failedTitle: 'L’identificazione non è andata a buon fine',
  tryAgain: 'Riprova',
  startFailed: 'Non siamo riusciti ad avviare BankID. Riprova.',
  hints: {
    rfa1: 'Avvia l’app BankID.',
    rfa3: 'Operazione annullata. Riprova.',
    rfa6: 'Operazione annullata.',
    rfa8: 'L’app BankID non risponde. Controlla che sia avviata e di avere accesso a internet. Se non hai un BankID valido, puoi richiederlo alla tua banca. Riprova.',
    rfa9: 'Inserisci il codice di sicurezza nell’app BankID e seleziona «Identifica».',
    rfa13: 'Stiamo cercando di avviare l’app BankID.',
    rfa15:
      'Ricerca di BankID in corso, potrebbe volerci qualche istante… Se dopo alcuni secondi non è stato ancora trovato alcun BankID, probabilmente su questo dispositivo non hai un BankID utilizzabile per questa identificazione. Se non hai un BankID, puoi richiederlo alla tua banca.',
    rfa16:
      'Il BankID che stai cercando di usare è bloccato o troppo vecchio. Usa un altro BankID o richiedine uno nuovo alla tua banca.',
    rfa17:
      'Impossibile trovare l’app BankID sul tuo computer o dispositivo mobile. Installala e richiedi un BankID alla tua banca. Scarica l’app dal tuo app store o da https://install.bankid.com.',
    rfa21: 'Identificazione in corso.',
    rfa22: 'Errore sconosciuto. Riprova.',
  },
  failure: {
    unattainable: {
      title: 'Non siamo riusciti a contattare BankID',
      description: 'Al momento BankID non risponde. Completa l’acquisto con un altro metodo.',
      button: 'Torna alla selezione',
    },
    tooManyAttempts: {
      title: 'Troppi tentativi',
      description: 'Hai provato BankID troppe volte. Completa l’acquisto con un altro metodo.',
      button: 'Torna alla selezione',
    },
    sessionTimeout: {
      title: 'Ops, il tempo è scaduto',
      description: 'L’identificazione con BankID ha richiesto troppo tempo. Riprova o scegli un altro metodo.',
      button: 'Torna alla selezione',
    },
    userInteraction: {
      title: 'L’identificazione è stata annullata',
      description: 'Identificati con Mobile BankID o scegli un altro metodo.',
      button: 'Torna alla selezione',
    },
    userNotTrusted: {
      title: 'Non siamo riusciti a verificare la tua identità con BankID',
      description: 'Identificati con Mobile BankID o scegli un altro metodo.',
      button: 'Torna alla selezione',
    },
    bankIdIssue: {
      title: 'BankID non funziona al momento',
      description: 'Al momento c’è un problema con BankID. Riprova più tardi o scegli un altro metodo.',
      button: 'Torna alla selezione',
    },
  },
  cancel: {
    title: 'Vuoi interrompere l’identificazione con BankID?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceBankIdSeTranslation

export default it_bankIdSe
