import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const ro_idCheck = {
  document: {
    title: 'Verificați-vă actul de identitate',
    lead: 'Înainte de cumpărare trebuie să verificăm unul dintre actele dumneavoastră de identitate. De obicei durează mai puțin de 2 minute și trebuie făcut o singură dată.',
    secondTitle: 'Adăugați încă un act',
    secondLead:
      'Pentru a finaliza, avem nevoie de încă un act de identitate, de alt tip decât cel pe care tocmai l-ați verificat.',
    typeLegend: 'Ce act de identitate doriți să folosiți?',
    types: {
      driverLicence: 'Permis de conducere',
      passport: 'Pașaport',
      medicare: 'Card Medicare',
    },
    submit: 'Verificați actul',
    rejected:
      'Nu am putut verifica acest document. Verificați dacă fiecare detaliu este exact ca pe document sau alegeți alt document.',
    attemptsLeft: 'Mai aveți {count|int} {{|încercare||încercări||de încercări}}.',
    sendFailed: 'Nu am putut trimite datele dumneavoastră. Încercați din nou.',
  },
  fields: {
    state: {
      label: 'Statul sau teritoriul emitent',
      choose: 'Alegeți un stat sau teritoriu',
      required: 'Alegeți statul sau teritoriul care v-a emis permisul',
    },
    licenceNumber: {
      label: 'Numărul permisului',
      hint: 'Așa cum apare pe permisul dumneavoastră',
      hintFormat: 'Așa cum apare pe permisul dumneavoastră: {format}',
      required: 'Introduceți numărul permisului dumneavoastră',
      format: 'Numerele permiselor din {state} au {format}',
    },
    cardNumber: {
      label: 'Numărul cardului',
      hint: 'Se schimbă la fiecare nou card al permisului',
      hintFront: 'Pe fața cardului permisului: {format}',
      hintBack: 'Pe spatele cardului permisului: {format}',
      hintEither: 'Pe fața sau pe spatele cardului permisului: {format}',
      required: 'Introduceți numărul cardului permisului dumneavoastră',
      format: 'Numerele de card ale permiselor din {state} au {format}',
    },
    nzLicenceNumber: {
      hint: 'Două litere și șase cifre (5a pe permis), de exemplu AB123456',
      format: 'Introduceți două litere și șase cifre, de exemplu AB123456',
    },
    version: {
      label: 'Numărul versiunii',
      hint: 'Trei cifre (5b pe permis). Se schimbă la fiecare permis nou',
      required: 'Introduceți numărul versiunii permisului dumneavoastră',
      format: 'Introduceți cele trei cifre ale versiunii, de exemplu 123',
    },
    country: {
      label: 'Țara emitentă',
      required: 'Alegeți țara care v-a emis pașaportul',
    },
    passportNumber: {
      label: 'Numărul pașaportului',
      hint: 'Așa cum apare în pașaportul dumneavoastră',
      hintExample: 'Așa cum apare în pașaportul dumneavoastră, de exemplu {example}',
      required: 'Introduceți numărul pașaportului dumneavoastră',
      format: 'Introduceți numărul pașaportului așa cum este tipărit, de exemplu {example}',
      formatOther: 'Introduceți numărul pașaportului așa cum este tipărit: între 5 și 9 litere sau cifre',
    },
    medicareNumber: {
      label: 'Numărul cardului Medicare',
      hint: 'Cele 10 cifre de pe card, de exemplu 2123\u00a045670\u00a01',
      required: 'Introduceți numărul cardului Medicare',
      digits: 'Folosiți doar cifre',
      tenDigits: 'Numărul unui card Medicare are 10 cifre',
      invalid: 'Acesta nu este un număr valid de card Medicare. Verificați cele 10 cifre de pe card',
    },
    referenceNumber: {
      label: 'Număr de referință individual',
      hint: 'Numărul de lângă numele dumneavoastră pe card, de la 1 la 9',
      required: 'Introduceți numărul de referință individual',
      format: 'Introduceți singura cifră de lângă numele dumneavoastră, de la 1 la 9',
    },
    colour: {
      label: 'Culoarea cardului',
      green: 'Verde',
      blue: 'Albastru',
      yellow: 'Galben',
      required: 'Alegeți culoarea cardului dumneavoastră',
    },
    validTo: {
      label: 'Valabil până la',
      hint: 'Așa cum apare pe card',
      hintGreen: 'Așa cum apare pe card: LL/AAAA, de exemplu 03/2029',
      hintOther: 'Așa cum apare pe card: ZZ/LL/AA, de exemplu 31/05/27',
      required: 'Introduceți data până la care este valabil cardul',
      formatGreen: 'Introduceți data așa cum apare pe un card verde: LL/AAAA',
      formatOther: 'Introduceți data așa cum apare pe card: ZZ/LL/AA',
      invalidDate: 'Introduceți o dată care există',
      expired: 'Acest card a expirat. Folosiți un card valabil sau alegeți alt document',
      tooFar: 'Verificați anul: este prea departe în viitor',
    },
    nameOnCard: {
      label: 'Numele de pe card',
      hint: 'Exact așa cum apare pe card, inclusiv inițialele',
      required: 'Introduceți numele așa cum apare pe card',
      tooLong: 'Numele de pe un card Medicare are cel mult {max|int} caractere. Introduceți-l așa cum este tipărit',
    },
    firstName: {
      label: 'Prenume',
      required: 'Introduceți prenumele',
    },
    middleName: {
      label: 'Al doilea prenume (opțional)',
      hint: 'Doar dacă apare în actul dumneavoastră',
    },
    lastName: {
      label: 'Nume de familie',
      required: 'Introduceți numele de familie',
    },
    namesHint: 'Așa cum apare în actul dumneavoastră',
    characters: 'Folosiți doar litere, spații, cratime și apostrofuri',
    tooLong: 'Folosiți cel mult {max|int} caractere',
    rejected: 'Verificați acest detaliu: nu corespunde cu documentul',
  },
  formats: {
    digits: '{count|int} cifre',
    digitsUpTo: 'până la {max|int} cifre',
    digitsRange: 'între {min|int} și {max|int} cifre',
    characters: '{count|int} litere sau cifre',
    charactersUpTo: 'până la {max|int} litere sau cifre',
    charactersRange: 'între {min|int} și {max|int} litere sau cifre',
  },
  loading: {
    title: 'Vă verificăm actul de identitate',
    estimate: 'De obicei durează câteva secunde.',
  },
  verified: {
    title: 'Vă mulțumim!',
    body: 'Actul dumneavoastră de identitate a fost verificat.',
    next: 'Pentru a finaliza, avem nevoie de încă un act de identitate de alt tip.',
  },
  failure: {
    technicalIssue: {
      title: 'Momentan nu vă putem verifica actul de identitate',
      description: 'Am întâmpinat o problemă tehnică. Încercați din nou mai târziu sau alegeți altă metodă de plată.',
      button: 'Înapoi la finalizarea comenzii',
      customerService: 'asistența pentru clienți',
    },
    sessionTimeout: {
      title: 'Ups, timpul a expirat',
      description:
        'Verificarea actului de identitate a durat prea mult. Reveniți la finalizarea comenzii și încercați din nou.',
      button: 'Înapoi la finalizarea comenzii',
    },
    verify: {
      title: 'Nu v-am putut verifica actul de identitate',
      description:
        'Datele introduse nu corespund cu cele înregistrate pentru acest document. Reveniți la finalizarea comenzii și încercați din nou sau alegeți altă metodă de plată.',
      button: 'Înapoi la finalizarea comenzii',
      customerService: 'asistența pentru clienți',
    },
    invalidAddress: {
      title: 'Nu v-am putut verifica adresa',
      description:
        'Adresa introdusă nu corespunde cu datele din evidențele noastre. Verificați-o și încercați din nou.',
      button: 'Modificați adresa',
      customerService: 'asistența pentru clienți',
    },
    userNotFound: {
      title: 'Nu v-am găsit datele',
      description:
        'Nu am găsit nicio înregistrare care să corespundă numelui și adresei dumneavoastră. Verificați adresa și încercați din nou.',
      button: 'Modificați adresa',
      customerService: 'asistența pentru clienți',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: 'Renunțați la verificarea actului de identitate?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceIdCheckTranslation

export default ro_idCheck
