import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const it_bankLogin = {
  start: {
    title: 'Accedi alla tua banca',
    lead: 'Accedi alla tua banca per aiutarci a verificare la tua identità.',
    noSave: 'Non salviamo i tuoi dati di accesso.',
    encrypted: 'Stai tranquillo: i tuoi dati sono crittografati e protetti.',
    suggested: 'Accederai a {bankName}.',
    consent:
      'Continuando, ci autorizzi ad accedere alle informazioni del tuo conto presso la tua banca per un massimo di 90 giorni, per verificare la tua identità.',
    consentMore:
      'Leggiamo nome, indirizzo, data di nascita e i dati del tuo conto, e li confrontiamo con quelli che ci hai fornito. Non spostiamo denaro e non condividiamo i tuoi dati di accesso con nessuno.',
    consentUk: 'Leggiamo solo i movimenti degli ultimi 90 giorni al massimo.',
    why: 'Perché te lo chiediamo?',
  },
  why: {
    title: 'Perché ti chiediamo di accedere alla tua banca?',
    body: 'La tua banca sa già chi sei. Accedere è un modo rapido e sicuro per confermare la tua identità, senza inviare documenti o foto.',
    safety:
      'Accedi tramite una connessione sicura e crittografata. Non vediamo né salviamo mai la tua password o il tuo PIN e non possiamo effettuare pagamenti dal tuo conto.',
  },
  selection: {
    title: 'Trova la tua banca',
    country: 'Paese',
    search: 'Nome della banca, IBAN o BIC',
    searchHint: 'Ad esempio Intesa Sanpaolo, BCITITMMXXX o il tuo IBAN.',
    minChars: 'Inserisci almeno tre caratteri',
    searching: 'Ricerca in corso…',
    results: '{count|int} {{banca trovata|banche trovate}}. Scegline una con i tasti freccia.',
    noResults: 'Nessuna banca trovata. Controlla come hai scritto il nome oppure prova con il BIC o il tuo IBAN.',
    ibanTyping: 'Un IBAN di questo paese ha {expected|int} caratteri. Ne hai inseriti {length|int}.',
    ibanLength: 'Un IBAN di questo paese ha {expected|int} caratteri. Controllalo.',
    ibanChecksum: 'Questo IBAN non è valido. Controlla che non ci siano errori di battitura.',
    ibanCountry: 'Non possiamo collegarci alle banche del paese di questo IBAN.',
    countryChanged: 'Banche del paese: {country}.',
    searchFailed: 'Al momento non è possibile cercare le banche. Riprova.',
    tryAgain: 'Cerca di nuovo',
    notListed: 'La mia banca non è nell’elenco',
    connecting: 'Collegamento a {bankName}…',
    selectFailed: 'Non è stato possibile collegarsi a {bankName}. Riprova o scegli un’altra banca.',
    startFailed: 'Non è stato possibile avviare l’accesso alla banca. Riprova.',
  },
  countries: {
    DE: 'Germania',
    AT: 'Austria',
    BE: 'Belgio',
    IT: 'Italia',
    NL: 'Paesi Bassi',
    PL: 'Polonia',
    ES: 'Spagna',
    SE: 'Svezia',
    CH: 'Svizzera',
    GB: 'Regno Unito',
  },
  creds: {
    title: 'Accedi a {selectedBank}',
    lead: 'Usa i dati con cui accedi all’home banking di {selectedBank}.',
    fields: {
      userId: 'Codice utente',
      username: 'Nome utente',
      customerNumber: 'Codice cliente',
      contractNumber: 'Numero di contratto',
      pin: 'Codice PIN',
      password: 'Password di accesso',
    },
    required: 'Compila questo campo.',
    submit: 'Accedi',
    wrong: 'Questi dati di accesso non sono corretti. Controllali e riprova.',
    attemptsLeft: 'Hai ancora {count|int} {{tentativo|tentativi}}.',
    blocked: 'La tua banca ha bloccato l’accesso dopo troppi tentativi. Scegli un’altra banca o un altro metodo.',
    failed: 'Non è stato possibile farti accedere. Riprova.',
    dismissed: 'L’accesso non è stato approvato nell’app della tua banca. Accedi di nuovo.',
  },
  code: {
    title: 'Inserisci il codice della tua banca',
    lead: '{selectedBank} ti ha inviato un codice monouso via SMS o nella sua app.',
    label: 'Codice della tua banca',
    verifying: 'Verifica del codice…',
    wrong: 'Il codice non è corretto. Riprova.',
    failed: 'Non è stato possibile verificare il codice. Riprova.',
  },
  app: {
    title: 'Approva nell’app della tua banca',
    lead: 'Apri l’app di {selectedBank} sul telefono e approva lì l’accesso.',
    waiting: 'In attesa della tua approvazione…',
    estimate: 'Di solito ci vuole meno di un minuto.',
  },
  verify: {
    title: 'Stiamo verificando la tua identità',
    lead: 'Stiamo controllando i tuoi dati presso {selectedBank}.',
    estimate: 'Di solito bastano pochi secondi.',
    readingAccount: 'Stiamo leggendo i dati del tuo conto…',
  },
  report: {
    title: 'Dicci qual è la tua banca',
    lead: 'Aggiungiamo continuamente nuove banche. Dicci quale banca usi e valuteremo se aggiungerla.',
    label: 'Nome della tua banca',
    required: 'Inserisci il nome della tua banca.',
    send: 'Invia',
    failed: 'Non è stato possibile segnalare la banca non supportata. Riprova.',
  },
  reported: {
    title: 'Grazie!',
    body: 'Abbiamo preso nota che vorresti usare {bankName}. Per ora scegli un’altra banca o un altro modo per verificare la tua identità.',
  },
  otherBank: 'Scegli un’altra banca',
  yourBank: 'la tua banca',
  failure: {
    userMismatch: {
      title: 'Il titolare del conto non corrisponde',
      description:
        'Il conto bancario a cui hai effettuato l’accesso appartiene a un’altra persona. Accedi al tuo conto personale.',
      button: 'Torna alla selezione',
    },
    insufficientInfo: {
      title: 'La tua banca non ha condiviso abbastanza informazioni',
      description:
        'Non siamo riusciti a verificare la tua identità con i dati condivisi dalla tua banca. Prova con un’altra banca o un altro metodo di pagamento.',
      button: 'Torna alla selezione',
    },
    incompleteVerification: {
      title: 'L’accesso alla banca non è stato completato',
      description:
        'Non abbiamo ricevuto dalla tua banca tutto ciò che ci serve. Torna al pagamento per ricominciare o scegli un altro metodo di pagamento.',
      button: 'Torna al pagamento',
    },
    technicalIssue: {
      title: 'Non siamo riusciti a collegarci alla tua banca',
      description:
        'Si è verificato un problema durante il collegamento con {bankName}. Riprova più tardi o scegli un altro metodo di pagamento.',
      button: 'Torna al pagamento',
    },
    sessionTimeout: {
      title: 'Ops, il tempo è scaduto',
      description:
        'L’accesso alla banca ha richiesto troppo tempo. Torna al pagamento per riprovare o scegli un altro metodo.',
      button: 'Torna al pagamento',
    },
  },
  cancel: {
    title: 'Vuoi interrompere l’accesso alla tua banca?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceBankLoginTranslation

export default it_bankLogin
