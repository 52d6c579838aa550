import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const it_idCheck = {
  document: {
    title: 'Verifica il tuo documento',
    lead: 'Prima dell’acquisto dobbiamo verificare uno dei tuoi documenti d’identità. Di solito ci vogliono meno di 2 minuti e va fatto una sola volta.',
    secondTitle: 'Aggiungi un altro documento',
    secondLead: 'Per finire ci serve un altro documento d’identità, di tipo diverso da quello appena verificato.',
    typeLegend: 'Quale documento vuoi usare?',
    types: {
      driverLicence: 'Patente di guida',
      passport: 'Passaporto',
      medicare: 'Tessera Medicare',
    },
    submit: 'Verifica documento',
    rejected:
      'Non siamo riusciti a verificare questo documento. Controlla che ogni dato sia esattamente come riportato sul documento, oppure scegline un altro.',
    attemptsLeft: 'Hai ancora {count|int} {{tentativo|tentativi}}.',
    sendFailed: 'Non siamo riusciti a inviare i tuoi dati. Riprova.',
  },
  fields: {
    state: {
      label: 'Stato o territorio di rilascio',
      choose: 'Scegli uno stato o territorio',
      required: 'Scegli lo stato o il territorio che ha rilasciato la tua patente',
    },
    licenceNumber: {
      label: 'Numero di patente',
      hint: 'Come riportato sulla tua patente',
      hintFormat: 'Come riportato sulla tua patente: {format}',
      required: 'Inserisci il numero della tua patente',
      format: 'I numeri di patente di {state} hanno {format}',
    },
    cardNumber: {
      label: 'Numero della tessera',
      hint: 'Cambia a ogni nuova tessera della patente',
      hintFront: 'Sul fronte della tessera della patente: {format}',
      hintBack: 'Sul retro della tessera della patente: {format}',
      hintEither: 'Sul fronte o sul retro della tessera della patente: {format}',
      required: 'Inserisci il numero della tessera della tua patente',
      format: 'I numeri di tessera delle patenti di {state} hanno {format}',
    },
    nzLicenceNumber: {
      hint: 'Due lettere e sei cifre (5a sulla patente), ad esempio AB123456',
      format: 'Inserisci due lettere e sei cifre, ad esempio AB123456',
    },
    version: {
      label: 'Numero di versione',
      hint: 'Tre cifre (5b sulla patente). Cambia a ogni nuova patente',
      required: 'Inserisci il numero di versione della tua patente',
      format: 'Inserisci le tre cifre della versione, ad esempio 123',
    },
    country: {
      label: 'Paese di rilascio',
      required: 'Scegli il paese che ha rilasciato il tuo passaporto',
    },
    passportNumber: {
      label: 'Numero di passaporto',
      hint: 'Come riportato sul tuo passaporto',
      hintExample: 'Come riportato sul tuo passaporto, ad esempio {example}',
      required: 'Inserisci il numero del tuo passaporto',
      format: 'Inserisci il numero di passaporto come è stampato, ad esempio {example}',
      formatOther: 'Inserisci il numero di passaporto come è stampato: da 5 a 9 lettere o cifre',
    },
    medicareNumber: {
      label: 'Numero della tessera Medicare',
      hint: 'Le 10 cifre sulla tessera, ad esempio 2123\u00a045670\u00a01',
      required: 'Inserisci il numero della tua tessera Medicare',
      digits: 'Usa solo cifre',
      tenDigits: 'Il numero di una tessera Medicare ha 10 cifre',
      invalid: 'Questo non è un numero di tessera Medicare valido. Controlla le 10 cifre sulla tessera',
    },
    referenceNumber: {
      label: 'Numero di riferimento individuale',
      hint: 'Il numero accanto al tuo nome sulla tessera, da 1 a 9',
      required: 'Inserisci il tuo numero di riferimento individuale',
      format: 'Inserisci l’unica cifra accanto al tuo nome, da 1 a 9',
    },
    colour: {
      label: 'Colore della tessera',
      green: 'Verde',
      blue: 'Blu',
      yellow: 'Gialla',
      required: 'Scegli il colore della tua tessera',
    },
    validTo: {
      label: 'Valida fino al',
      hint: 'Come riportato sulla tessera',
      hintGreen: 'Come riportato sulla tessera: MM/AAAA, ad esempio 03/2029',
      hintOther: 'Come riportato sulla tessera: GG/MM/AA, ad esempio 31/05/27',
      required: 'Inserisci la data fino a cui la tessera è valida',
      formatGreen: 'Inserisci la data come appare su una tessera verde: MM/AAAA',
      formatOther: 'Inserisci la data come appare sulla tessera: GG/MM/AA',
      invalidDate: 'Inserisci una data che esiste',
      expired: 'Questa tessera è scaduta. Usa una tessera valida o scegli un altro documento',
      tooFar: 'Controlla l’anno: è troppo lontano nel futuro',
    },
    nameOnCard: {
      label: 'Nome sulla tessera',
      hint: 'Esattamente come riportato sulla tessera, iniziali comprese',
      required: 'Inserisci il tuo nome come riportato sulla tessera',
      tooLong: 'Il nome su una tessera Medicare ha al massimo {max|int} caratteri. Inseriscilo come è stampato',
    },
    firstName: {
      label: 'Nome',
      required: 'Inserisci il tuo nome',
    },
    middleName: {
      label: 'Secondo nome (facoltativo)',
      hint: 'Solo se è riportato sul tuo documento',
    },
    lastName: {
      label: 'Cognome',
      required: 'Inserisci il tuo cognome',
    },
    namesHint: 'Come riportato sul tuo documento',
    characters: 'Usa solo lettere, spazi, trattini e apostrofi',
    tooLong: 'Usa al massimo {max|int} caratteri',
    rejected: 'Controlla questo dato: non corrisponde al documento',
  },
  formats: {
    digits: '{count|int} cifre',
    digitsUpTo: 'fino a {max|int} cifre',
    digitsRange: 'da {min|int} a {max|int} cifre',
    characters: '{count|int} lettere o cifre',
    charactersUpTo: 'fino a {max|int} lettere o cifre',
    charactersRange: 'da {min|int} a {max|int} lettere o cifre',
  },
  loading: {
    title: 'Stiamo verificando il tuo documento',
    estimate: 'Di solito ci vogliono pochi secondi.',
  },
  verified: {
    title: 'Grazie!',
    body: 'Il tuo documento d’identità è stato verificato.',
    next: 'Per finire ci serve un altro documento d’identità di tipo diverso.',
  },
  failure: {
    technicalIssue: {
      title: 'Al momento non riusciamo a controllare il tuo documento',
      description:
        'Si è verificato un problema da parte nostra. Riprova più tardi o scegli un altro metodo di pagamento.',
      button: 'Torna al pagamento',
      customerService: 'il nostro servizio clienti',
    },
    sessionTimeout: {
      title: 'Ops, il tempo è scaduto',
      description: 'Il controllo del documento ha richiesto troppo tempo. Torna alla pagina di pagamento e riprova.',
      button: 'Torna al pagamento',
    },
    verify: {
      title: 'Non siamo riusciti a verificare il tuo documento',
      description:
        'I dati che hai inserito non corrispondono a quelli registrati per questo documento. Torna al pagamento e riprova, oppure scegli un altro metodo di pagamento.',
      button: 'Torna al pagamento',
      customerService: 'il nostro servizio clienti',
    },
    invalidAddress: {
      title: 'Non siamo riusciti a verificare il tuo indirizzo',
      description: 'L’indirizzo che hai indicato non corrisponde ai nostri dati. Controllalo e riprova.',
      button: 'Modifica indirizzo',
      customerService: 'il nostro servizio clienti',
    },
    userNotFound: {
      title: 'Non abbiamo trovato i tuoi dati',
      description: 'Non abbiamo trovato dati corrispondenti al tuo nome e indirizzo. Controlla l’indirizzo e riprova.',
      button: 'Modifica indirizzo',
      customerService: 'il nostro servizio clienti',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Vuoi interrompere la verifica del documento?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato.',
  },
} satisfies NamespaceIdCheckTranslation

export default it_idCheck
