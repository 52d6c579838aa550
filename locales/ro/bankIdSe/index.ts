import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const ro_bankIdSe = {
  title: 'Identificați-vă cu Mobile BankID',
  intro:
    'Folosiți Mobile BankID pentru a confirma că sunteți dumneavoastră. Deschideți aplicația pe acest dispozitiv sau scanați un cod QR cu BankID de pe alt dispozitiv.',
  thisDevice: 'Deschideți BankID pe acest dispozitiv',
  otherDevice: 'Folosiți BankID pe alt dispozitiv',
  noBankId: 'Nu aveți Mobile BankID?',
  openTitle: 'Deschideți BankID',
  openApp: 'Deschideți aplicația BankID',
  qrTitle: 'Scanați codul QR',
  qrInstructions:
    'Deschideți aplicația BankID pe celălalt dispozitiv, atingeți pictograma pentru cod QR și scanați acest cod.',
  qrLabel: 'Cod QR pentru BankID. Scanați-l cu aplicația BankID de pe celălalt dispozitiv.',
  continueTitle: 'Continuați în aplicația BankID',
  finishTitle: 'Finalizați autentificarea',
  failedTitle: 'Identificarea nu a reușit',
  tryAgain: 'Încercați din nou',
  startFailed: 'Nu am putut porni BankID. Încercați din nou.',
  hints: {
    rfa1: 'Porniți aplicația BankID.',
    rfa3: 'Acțiune anulată. Încercați din nou.',
    rfa6: 'Acțiune anulată.',
    rfa8: 'Aplicația BankID nu răspunde. Verificați dacă este pornită și dacă aveți acces la internet. Dacă nu aveți un BankID valabil, puteți obține unul de la banca dumneavoastră. Încercați din nou.',
    rfa9: 'Introduceți codul de securitate în aplicația BankID și selectați „Identificare”.',
    rfa13: 'Se încearcă pornirea aplicației BankID.',
    rfa15:
      'Se caută BankID, poate dura puțin… Dacă au trecut câteva secunde și încă nu a fost găsit niciun BankID, probabil nu aveți pe acest dispozitiv un BankID care poate fi folosit pentru această identificare. Dacă nu aveți BankID, puteți obține unul de la banca dumneavoastră.',
    rfa16:
      'BankID-ul pe care încercați să îl folosiți este blocat sau prea vechi. Folosiți alt BankID sau obțineți unul nou de la banca dumneavoastră.',
    rfa17:
      'Aplicația BankID nu a fost găsită pe computerul sau pe dispozitivul mobil. Instalați-o și obțineți un BankID de la banca dumneavoastră. Instalați aplicația din magazinul de aplicații sau de la https://install.bankid.com.',
    rfa21: 'Identificare în curs.',
    rfa22: 'Eroare necunoscută. Încercați din nou.',
  },
  failure: {
    unattainable: {
      title: 'Nu am putut contacta BankID',
      description: 'BankID nu răspunde momentan. Finalizați comanda folosind altă metodă.',
      button: 'Înapoi la opțiuni',
    },
    tooManyAttempts: {
      title: 'Prea multe încercări',
      description: 'Ați încercat de prea multe ori să folosiți BankID. Finalizați comanda folosind altă metodă.',
      button: 'Înapoi la opțiuni',
    },
    sessionTimeout: {
      title: 'Ups, timpul a expirat',
      description: 'Identificarea cu BankID a durat prea mult. Încercați din nou sau alegeți altă metodă.',
      button: 'Înapoi la opțiuni',
    },
    userInteraction: {
      title: 'Identificarea a fost anulată',
      description: 'Autentificați-vă cu Mobile BankID sau alegeți altă metodă.',
      button: 'Înapoi la opțiuni',
    },
    userNotTrusted: {
      title: 'Nu v-am putut verifica prin BankID',
      description: 'Autentificați-vă cu Mobile BankID sau alegeți altă metodă.',
      button: 'Înapoi la opțiuni',
    },
    bankIdIssue: {
      title: 'BankID nu funcționează momentan',
      description: 'Momentan există o problemă cu BankID. Încercați din nou mai târziu sau alegeți altă metodă.',
      button: 'Înapoi la opțiuni',
    },
  },
  cancel: {
    title: 'Renunțați la identificarea cu BankID?',
    warning: 'Dacă renunțați acum, comanda nu va fi aprobată.',
  },
} satisfies NamespaceBankIdSeTranslation

export default ro_bankIdSe
