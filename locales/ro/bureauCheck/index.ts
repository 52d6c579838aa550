import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const ro_bureauCheck = {
  consent:
    'Apăsând „Accept și continui”, sunteți de acord să dezvăluim datele dumneavoastră cu caracter personal unui birou de credit pentru a vă verifica identitatea, așa cum prevede legea. Dacă nu sunteți de acord, vă puteți verifica identitatea în alt mod.',
  wait: {
    lead: 'Verificăm restul datelor dumneavoastră.',
    estimate: 'Durează până la 10 secunde.',
    longer: 'Durează puțin mai mult decât de obicei. Vă rugăm să lăsați această fereastră deschisă.',
    preparingScan: 'Pregătim scanarea documentului și a selfie-ului…',
  },
  startFailed: 'Nu am putut începe verificarea datelor dumneavoastră. Încercați din nou.',
  retry: {
    title: 'Nu vă putem verifica identitatea',
    lead: 'Verificați din nou datele. Dacă aveți un al doilea prenume sau mai multe nume de familie, adăugați-le și pe acestea.',
    givenNames: 'Prenume',
    givenNamesHint: 'Inclusiv celelalte prenume',
    lastNames: 'Nume de familie',
    lastNamesHint: 'Toate numele de familie, dacă aveți mai multe',
    dateOfBirth: 'Data nașterii',
    dateOfBirthHint: 'De exemplu, 27 3 1985',
    day: 'Zi',
    month: 'Lună',
    year: 'An',
    confirm: 'Confirmați',
    sendFailed: 'Nu am putut trimite datele dumneavoastră. Încercați din nou.',
  },
  errors: {
    givenNamesRequired: 'Introduceți prenumele',
    lastNamesRequired: 'Introduceți numele de familie',
    characters: 'Folosiți doar litere, spații, cratime și apostrofuri',
    tooLong: 'Folosiți cel mult {max|int} caractere',
    dateRequired: 'Introduceți data nașterii',
    dateIncomplete: 'Introduceți data nașterii cu zi, lună și an',
    dateYear: 'Introduceți anul nașterii cu patru cifre, de exemplu 1985',
    dateInvalid: 'Data nașterii trebuie să fie o dată reală',
    dateFuture: 'Data nașterii trebuie să fie în trecut',
    dateTooOld: 'Verificați anul din data nașterii',
    rejected: 'Verificați acest detaliu',
  },
  cancel: {
    title: 'Renunțați la verificarea identității?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceBureauCheckTranslation

export default ro_bureauCheck
