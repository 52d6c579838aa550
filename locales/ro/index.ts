import type { Translation } from '../i18n-types.ts'

const ro = {
  common: {
    close: 'Închideți',
    goBack: 'Înapoi',
    continue: 'Continuați',
    tryAgain: 'Încercați din nou',
    loading: 'Se încarcă…',
    ok: 'OK',
    gotIt: 'Am înțeles',
    goBackToCheckout: 'Înapoi la finalizarea comenzii',
    backToSelection: 'Înapoi la opțiuni',
    changeAddress: 'Modificați adresa',
    agreeAndContinue: 'Accept și continui',
    noThanks: 'Nu, mulțumesc',
    showMore: 'Afișați mai mult',
    showLess: 'Afișați mai puțin',
    opensInNewWindow: '(se deschide într-o fereastră nouă)',
    privacyPolicy: 'Politica de confidențialitate',
  },
  dialog: {
    closeLabel: 'Închideți',
    backLabel: 'Înapoi',
    logoLabel: 'Verificare securizată a identității',
  },
  cancel: {
    title: 'Sunteți pe cale să încheiați verificarea',
    warning: 'Dacă o încheiați acum, comanda nu va fi aprobată.',
    warningMerchant: 'Dacă o încheiați acum, comanda nu va fi plasată la {merchant}.',
    warningSignup: 'Dacă o încheiați acum, nu vom putea finaliza crearea contului.',
    warningPhoneReset: 'Dacă o încheiați acum, numărul de telefon nu va fi modificat.',
    return: 'Continuați verificarea',
    end: 'Încheiați verificarea',
  },
  consent: {
    title: 'Verificați-vă identitatea',
    body: 'Apăsând „Continuați”, sunteți de acord să dezvăluim datele dumneavoastră cu caracter personal unor agenții externe și birouri de credit, pentru a vă verifica identitatea, așa cum prevede legea.',
    privacyPolicy: 'Citiți politica noastră de confidențialitate',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Continuați',
    agree: 'Accept și continui',
    decline: 'Nu, mulțumesc',
    declineHint: 'Dacă nu sunteți de acord, vă puteți verifica identitatea în alt mod.',
  },
  progress: {
    title: 'Vă rugăm să așteptați',
    doNotClose: 'Vă rugăm să nu închideți această fereastră.',
  },
  network: {
    title: 'Conexiunea la internet s-a întrerupt',
    description: 'Verificați conexiunea la internet și încercați din nou.',
  },
  waiting: {
    reconnecting: 'Vom încerca în continuare până când conexiunea va fi restabilită.',
  },
  method: {
    another: 'Alegeți altă metodă',
  },
  fallback: {
    title: 'Această metodă de verificare nu este disponibilă',
    description:
      'Momentan nu vă putem verifica identitatea în acest mod. Reveniți la finalizarea comenzii și alegeți altă metodă de plată.',
    button: 'Înapoi la finalizarea comenzii',
  },
  success: {
    title: 'Totul este gata',
    lead: 'Puteți continua achiziția.',
  },
  closing: {
    title: 'Un moment',
    lead: 'Vă ducem înapoi la finalizarea comenzii.',
  },
  failure: {
    generic: {
      title: 'Nu am putut finaliza comanda',
      description:
        'Nu vă faceți griji, puteți încerca din nou sau puteți alege orice altă metodă de plată pentru a finaliza comanda.',
      button: 'Înapoi la finalizarea comenzii',
    },
    close: {
      title: 'Nu am putut finaliza comanda',
      description:
        'Nu vă faceți griji, puteți încerca din nou sau puteți alege orice altă metodă de plată pentru a finaliza comanda.',
      button: 'Închideți',
    },
    sessionTimeout: {
      title: 'Ups, timpul a expirat',
      description:
        'Sesiunea a expirat din motive de securitate. Reveniți la finalizarea comenzii și încercați din nou.',
      button: 'Înapoi la finalizarea comenzii',
    },
    userNotTrusted: {
      title: 'Din păcate, nu v-am putut verifica identitatea',
      description: 'Alegeți altă metodă de plată pentru a finaliza comanda.',
      button: 'Înapoi la finalizarea comenzii',
    },
    networkIssue: {
      title: 'Conexiunea la internet s-a întrerupt',
      description: 'Verificați conexiunea la internet și încercați din nou.',
      button: 'Înapoi la finalizarea comenzii',
    },
    signup: {
      title: 'Nu am putut finaliza crearea contului',
      description: 'Nu vă faceți griji, puteți încerca din nou mai târziu sau vă puteți înregistra în alt mod.',
      button: 'Închideți',
    },
    phoneReset: {
      title: 'Nu am putut modifica numărul de telefon',
      description: 'Numărul de telefon rămâne neschimbat. Încercați din nou mai târziu.',
      button: 'Închideți',
    },
    oneTimeCard: {
      title: 'Nu am putut crea cardul de unică folosință',
      description: 'Încercați din nou să creați un card de unică folosință.',
      button: 'Închideți',
    },
    inStore: {
      title: 'Gata! La prima cumpărătură, luați cu dumneavoastră un act de identitate valabil, cu fotografie',
      description:
        'Pentru a ne ajuta să vă verificăm identitatea și să vă protejăm contul, vă rugăm să aveți la dumneavoastră un act de identitate valabil, cu fotografie, la prima cumpărătură în magazin.',
      button: 'Continuați',
    },
    customerService: 'Dacă întâmpinați probleme, contactați',
    contactTimes: 'prin chat luni–duminică, 9:00–17:00, telefonic la {phoneNumber}, luni–vineri, 9:00–17:00',
    contactTimesChat: 'prin chat luni–duminică, 9:00–17:00',
    callCustomerService: 'Sunați la asistența pentru clienți: {phoneNumber}',
  },
} satisfies Translation

export default ro
