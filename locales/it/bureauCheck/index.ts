import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const it_bureauCheck = {
  consent:
    'Premendo «Accetta e continua» accetti che possiamo comunicare i tuoi dati personali a un sistema di informazioni creditizie per verificare la tua identità, come previsto dalla legge. Se non accetti, puoi verificare la tua identità in un altro modo.',
  wait: {
    lead: 'Stiamo verificando gli altri tuoi dati.',
    estimate: 'Ci vogliono fino a 10 secondi.',
    longer: 'Ci vuole un po’ più del solito. Tieni aperta questa finestra.',
    preparingScan: 'Stiamo preparando la scansione del documento e del selfie…',
  },
  startFailed: 'Non siamo riusciti ad avviare la verifica dei tuoi dati. Riprova.',
  retry: {
    title: 'Non riusciamo a verificare la tua identità',
    lead: 'Ricontrolla i tuoi dati. Se hai un secondo nome o più di un cognome, aggiungili.',
    givenNames: 'Nome/i',
    givenNamesHint: 'Compresi eventuali secondi nomi',
    lastNames: 'Cognome/i',
    lastNamesHint: 'Tutti i tuoi cognomi, se ne hai più di uno',
    dateOfBirth: 'Data di nascita',
    dateOfBirthHint: 'Ad esempio 27 3 1985',
    day: 'Giorno',
    month: 'Mese',
    year: 'Anno',
    confirm: 'Conferma',
    sendFailed: 'Non siamo riusciti a inviare i tuoi dati. Riprova.',
  },
  errors: {
    givenNamesRequired: 'Inserisci il tuo nome',
    lastNamesRequired: 'Inserisci il tuo cognome',
    characters: 'Usa solo lettere, spazi, trattini e apostrofi',
    tooLong: 'Usa al massimo {max|int} caratteri',
    dateRequired: 'Inserisci la tua data di nascita',
    dateIncomplete: 'Inserisci la data di nascita con giorno, mese e anno',
    dateYear: 'Inserisci l’anno di nascita con quattro cifre, ad esempio 1985',
    dateInvalid: 'La data di nascita deve essere una data reale',
    dateFuture: 'La data di nascita deve essere nel passato',
    dateTooOld: 'Controlla l’anno della tua data di nascita',
    rejected: 'Controlla questo dato',
  },
  cancel: {
    title: 'Vuoi interrompere la verifica dell’identità?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceBureauCheckTranslation

export default it_bureauCheck
