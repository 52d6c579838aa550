import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const it_otp = {
  introTitle: 'Conferma che sei tu',
  introTitleNamed: 'Conferma che sei tu, {customerName}',
  introPhone: 'Ti invieremo via SMS un codice di 6 cifre al numero di cellulare che hai fornito al negozio.',
  introPhoneNumber: 'Ti invieremo via SMS un codice di 6 cifre al numero {phoneNumber}.',
  introEmail: 'Ti invieremo un codice di 6 cifre all’indirizzo email che hai fornito al negozio.',
  sendCode: 'Invia codice',
  sending: 'Invio del codice…',
  entryTitle: 'Inserisci il codice di 6 cifre',
  codeLabel: 'Inserisci qui il codice di 6 cifre',
  sentTo: 'Abbiamo inviato un codice a {contactDetail}.',
  arrivalHint: 'Potrebbero volerci fino a 20 secondi prima che il codice arrivi.',
  resend: 'Invia un nuovo codice',
  resendIn: 'Potrai richiedere un nuovo codice tra {seconds|int} {{secondo|secondi}}.',
  resent: 'Ti abbiamo inviato un nuovo codice.',
  verifying: 'Verifica del codice…',
  wrongCode: 'Ops! Il codice non è corretto.',
  wrongCodeAgain: 'Hai inserito un codice errato. Riprova.',
  attemptsLeft: 'Hai ancora {count|int} {{tentativo|tentativi}}.',
  ratesApply: 'Potrebbero essere applicati costi per SMS e traffico dati.',
  sendFailed: 'Non siamo riusciti a inviare il codice. Riprova.',
  checkFailed: 'Non siamo riusciti a verificare il codice. Riprova.',
  tooSoon: 'È ancora presto per inviare un nuovo codice.',
  changeNumber: 'Modifica numero di telefono',
  sendoutDelays: 'Stiamo riscontrando ritardi nell’invio dei codici di verifica. Riprova più tardi.',
  sendErrors: {
    networkIssue: 'Non siamo riusciti a raggiungere la rete per inviare il codice. Controlla la connessione e riprova.',
    sessionTimeout: 'La sessione è scaduta. Torna alla pagina di pagamento e ricomincia.',
    technicalIssue: 'Si è verificato un problema da parte nostra e non siamo riusciti a inviare il codice. Riprova.',
    invalidRecipient: 'Non siamo riusciti a inviare un codice a {contactDetail}. Controlla che sia corretto.',
    voipIsBlocked: 'Non possiamo inviare codici a numeri di telefonia via internet. Usa un numero di cellulare.',
    landlineIsBlocked: 'Non possiamo inviare codici a numeri di rete fissa. Usa un numero di cellulare.',
    geofenceUnsupportedCountry:
      'Non possiamo inviare codici a numeri di telefono di questo Paese. Usa un altro numero.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Hai superato il numero di tentativi consentiti',
      description:
        'Per la tua sicurezza non possiamo accettare altri codici. Scegli un altro metodo di pagamento per completare l’acquisto.',
      button: 'Torna al pagamento',
    },
  },
  cancel: {
    title: 'Vuoi interrompere la conferma della tua identità?',
    warning: 'Senza il codice non possiamo approvare il tuo acquisto.',
  },
} satisfies NamespaceOtpTranslation

export default it_otp
