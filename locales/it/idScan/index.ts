import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const it_idScan = {
  kycLater: {
    title: 'Verifica il documento ora o più tardi',
    lead: 'Puoi completare ora questo acquisto e caricare il tuo documento d’identità più tardi.',
    within: 'Se scegli più tardi, te lo chiederemo al tuo secondo acquisto. Hai 30 giorni per caricarlo.',
    upload: 'Carica il documento',
    later: 'Magari più tardi',
    failed: 'Non siamo riusciti a salvare la tua scelta. Riprova.',
  },
  consent: {
    title: 'Prossimo passo: verifica dell’identità',
    lead: 'Per verificare la tua identità confrontiamo il tuo volto, in un selfie e in una breve scansione del viso, con la foto sul tuo documento. Il volto è un dato biometrico, quindi prima ci serve il tuo consenso.',
    us: {
      body: 'Selezionando «Acconsento», accetti che noi e il nostro fornitore esterno di verifica dell’identità raccogliamo, usiamo e conserviamo i tuoi dati biometrici per verificare la tua identità, come descritto nella nostra informativa sulla scansione del viso e nella nostra informativa sulla privacy. Li cancelliamo appena non servono più e comunque entro 3 anni.',
      agree: 'Acconsento',
    },
    ca: {
      body: 'Selezionando «Avvia la verifica», accetti che raccogliamo e usiamo i tuoi dati biometrici per verificare la tua identità, come descritto nella nostra informativa sulla scansione del viso e nella nostra informativa sulla privacy. Li cancelliamo appena non servono più.',
      agree: 'Avvia la verifica',
    },
    mx: {
      body: 'Selezionando «Continua», acconsenti al trattamento dei tuoi dati personali e biometrici per verificare la tua identità, come descritto nella nostra informativa sulla privacy e nella nostra informativa sulla scansione del viso.',
      agree: 'Continua',
    },
    other: {
      body: 'Selezionando «Accetta e continua», acconsenti al trattamento dei tuoi dati biometrici, da parte nostra e del nostro fornitore esterno di verifica dell’identità, per verificare la tua identità, come descritto nella nostra informativa sulla scansione del viso e nella nostra informativa sulla privacy.',
      agree: 'Accetta e continua',
    },
    facialScanPolicy: 'Informativa sulla scansione del viso',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Informativa sulla privacy',
    providerTerms: 'Condizioni del nostro fornitore di verifica dell’identità',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics: 'Non vuoi che trattiamo i tuoi dati biometrici? Puoi inviare i tuoi dati per una verifica manuale.',
    submitDetails: 'Invia i tuoi dati',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Scansiona il tuo documento',
    lead: 'Ci serve una foto del tuo documento e una tua per confermare che sei proprio tu.',
    time: 'Ci vogliono meno di 4 minuti.',
    stepsLabel: 'Cosa farai',
    stepDocument: 'Fotografa il tuo documento',
    stepSelfie: 'Scatta un selfie',
    stepFace: 'Gira lentamente la testa per una breve scansione del viso',
    documentsLegend: 'Quale documento userai?',
    documentsHint: 'Deve essere valido e non scaduto, con la data di scadenza ben visibile.',
    curp: 'Possiamo accettare solo un documento che riporti il tuo CURP, come la tua tessera elettorale (INE).',
    scam: 'Attenzione alle truffe: continua solo se stai facendo un acquisto tu, in questo momento. Non ti chiederemo mai di scansionare il tuo documento per qualcun altro, né per telefono, né per e-mail, né per SMS.',
    consentNote:
      'Selezionando «Scansiona», acconsenti al trattamento dei tuoi dati biometrici (il tuo volto) per verificare la tua identità.',
    scan: 'Scansiona',
    startFailed: 'Non siamo riusciti ad avviare la scansione. Riprova.',
  },
  selfieIntro: {
    title: 'Scatta un selfie',
    lead: 'Ci servono un selfie e una breve scansione del viso per riconoscerti la prossima volta che ti verifichi.',
    time: 'Ci vuole circa un minuto.',
    consentNote:
      'Selezionando «Inizia», acconsenti al trattamento dei tuoi dati biometrici (il tuo volto) per verificare la tua identità.',
    start: 'Inizia',
  },
  documents: {
    identityCard: 'Carta d’identità',
    passport: 'Passaporto',
    drivingLicence: 'Patente di guida',
    residencePermit: 'Permesso di soggiorno',
    passportCard: 'Carta passaporto',
    taxId: 'Tessera del codice fiscale',
    immigrationStatusDocument: 'Documento sullo status di immigrazione',
    asylumRegistrationCard: 'Tessera di registrazione per richiedenti asilo',
    postalIdentityCard: 'Tessera di riconoscimento postale',
    socialSecurityCard: 'Tessera di previdenza sociale',
    workPermit: 'Permesso di lavoro',
    certificateOfNaturalisation: 'Certificato di naturalizzazione',
    homeOfficeLetter: 'Lettera del Ministero dell’Interno britannico (Home Office)',
    birthCertificate: 'Certificato di nascita',
    visa: 'Visto',
    proofOfCitizenship: 'Certificato di cittadinanza',
    nationalHealthInsuranceCard: 'Tessera sanitaria',
    serviceIdCard: 'Tesserino di servizio',
    indigenousCard: 'Documento di identità per popolazioni indigene',
    municipalityIdentityCard: 'Tessera di riconoscimento comunale',
    privateOperatorsCard: 'Tessera di un operatore privato',
    vehicleRegistrationCertificate: 'Carta di circolazione',
    professionalQualificationCard: 'Tessera di qualifica professionale',
    formForAffixingTheVisa: 'Modulo per l’apposizione del visto',
    consularId: 'Carta d’identità consolare',
    internationalDrivingLicence: 'Patente di guida internazionale',
    residenceStatusDocument: 'Documento sullo status di residente',
    voterId: 'Tessera elettorale (INE)',
    other: 'Documento d’identità',
  },
  capture: {
    step: 'Passo {current} di {total}',
    front: {
      title: 'Fronte del documento',
      instruction: 'Appoggia il fronte del documento su una superficie scura e uniforme e inquadralo nella cornice.',
    },
    back: {
      title: 'Retro del documento',
      instruction: 'Ora gira il documento e inquadra il retro nella cornice.',
    },
    page: {
      title: 'Pagina con la foto del passaporto',
      instruction: 'Apri il passaporto alla pagina con la tua foto e inquadra tutta la pagina nella cornice.',
    },
    sheet: {
      title: 'Il tuo documento',
      instruction: 'Appoggia il documento su una superficie scura e uniforme e inquadra tutta la pagina nella cornice.',
    },
    selfie: {
      title: 'Scatta un selfie',
      instruction:
        'Guarda dritto nella fotocamera e tieni il viso dentro l’ovale. Togli occhiali, cappello e mascherina.',
    },
    cameraLabel: 'Immagine della fotocamera',
    starting: 'Avvio della fotocamera…',
    take: 'Scatta la foto',
    takeSelfie: 'Scatta il selfie',
    uploadInstead: 'Carica invece una foto',
    useCamera: 'Usa invece la fotocamera',
    guidance: {
      waiting: 'Inquadra il tuo documento con la fotocamera.',
      dark: 'C’è troppo buio. Cerca più luce.',
      blur: 'Stai fermo: l’immagine è sfocata.',
      glare: 'Inclina leggermente il documento per evitare riflessi.',
      far: 'Avvicinati perché il documento riempia la cornice.',
      good: 'Va bene così. Scatta la foto.',
      faceDark: 'C’è troppo buio. Mettiti davanti a una finestra o a una lampada.',
      faceBlur: 'Stai fermo: l’immagine è sfocata.',
      faceGlare: 'Troppa luce sul viso. Allontanati dalla lampada.',
      faceGood: 'Va bene così. Scatta il selfie.',
    },
  },
  review: {
    title: 'Controlla la foto',
    label: 'La tua foto',
    good: 'Assicurati che tutto il testo sia nitido e leggibile e che non manchi niente.',
    goodFace: 'Assicurati che tutto il viso sia visibile e nitido.',
    issues: {
      dark: 'La foto sembra troppo scura. Scattala di nuovo con più luce.',
      blur: 'La foto sembra sfocata. Scattala di nuovo stando fermo.',
      glare: 'C’è un riflesso sulla foto. Inclina leggermente il documento e scattala di nuovo.',
      far: 'Il documento sembra troppo piccolo. Avvicinati perché riempia la cornice.',
      faceGlare: 'Troppa luce sul viso. Allontanati dalla lampada e scatta di nuovo.',
    },
    use: 'Usa questa foto',
    useAnyway: 'Usala comunque',
    retake: 'Scatta di nuovo',
    chooseAnother: 'Scegli un’altra foto',
  },
  faceScan: {
    title: 'Scansione del viso',
    lead: 'Tieni il viso dentro l’ovale e segui le istruzioni.',
    straight: 'Guarda dritto nella fotocamera.',
    left: 'Gira lentamente la testa verso sinistra.',
    right: 'Ora gira lentamente la testa verso destra.',
    further: 'Ancora un po’…',
    done: 'Fatto, grazie.',
    progress: 'Scansione del viso, parte {current} di {total}',
  },
  upload: {
    lead: 'Carica una foto nitida e ben illuminata.',
    choose: 'Scegli una foto',
    take: 'Scatta una foto',
    reading: 'Stiamo controllando la foto…',
    notImage: 'Non siamo riusciti ad aprire questo file. Scegli una foto (JPEG o PNG).',
    tooLarge: 'Il file è troppo grande. Scegli una foto di meno di 25 MB.',
    tooSmall: 'La foto è troppo piccola per essere letta. Scegline una più grande.',
    noFaceScan: 'Senza fotocamera non possiamo fare la scansione del viso. Controlleremo invece il tuo selfie.',
  },
  camera: {
    tryAgain: 'Riprova con la fotocamera',
    uploadInstead: 'Carica invece delle foto',
    denied: {
      title: 'L’accesso alla fotocamera è bloccato',
      description:
        'Per scattare le foto qui, consenti a questa pagina di usare la fotocamera: seleziona l’icona della fotocamera o del lucchetto accanto all’indirizzo, consenti la fotocamera e riprova. Puoi anche caricare delle foto.',
    },
    frame: {
      title: 'Non si può usare la fotocamera in questa pagina',
      description:
        'La pagina del negozio non ci permette di usare la tua fotocamera. Puoi invece caricare le foto del documento e una tua.',
    },
    none: {
      title: 'Nessuna fotocamera trovata',
      description: 'Non abbiamo trovato una fotocamera su questo dispositivo. Puoi invece caricare delle foto.',
    },
    busy: {
      title: 'La fotocamera è già in uso',
      description: 'Un’altra app o scheda sta usando la fotocamera. Chiudila e riprova, oppure carica delle foto.',
    },
    insecure: {
      title: 'La fotocamera non è disponibile con questa connessione',
      description: 'Il tuo browser consente la fotocamera solo sulle pagine sicure. Puoi invece caricare delle foto.',
    },
    unsupported: {
      title: 'Questo browser non può usare la fotocamera qui',
      description:
        'Questo browser o questa app non permette alle pagine web di usare la fotocamera. Puoi caricare delle foto oppure aprire il pagamento nel tuo browser abituale.',
    },
    failed: {
      title: 'La fotocamera non si è avviata',
      description: 'Qualcosa è andato storto all’avvio della fotocamera. Riprova oppure carica delle foto.',
    },
  },
  sending: {
    title: 'Invio delle foto',
    lead: 'Con una connessione lenta può volerci un momento.',
    parts: {
      documentFront: 'Fronte del documento',
      documentBack: 'Retro del documento',
      selfie: 'Il tuo selfie',
      faceLeft: 'Scansione del viso, sinistra',
      faceRight: 'Scansione del viso, destra',
    },
    sent: 'Inviata',
    waiting: 'In attesa',
    failed: 'Non inviata',
    offline:
      'Non siamo riusciti a inviare tutte le foto. Controlla la connessione a internet e inviale di nuovo. Non devi scattarle di nuovo.',
    sendAgain: 'Invia di nuovo',
    rejected: 'Non siamo riusciti a usare una delle tue foto. Scattala di nuovo.',
    submitFailed: 'Non siamo riusciti a consegnare le foto per la verifica. Riprova.',
    retake: 'Scattala di nuovo',
  },
  verifying: {
    title: 'Verifica del documento in corso',
    selfieTitle: 'Controllo del selfie in corso',
    estimate: 'Ci vogliono meno di 2 minuti.',
  },
  retry: {
    title: 'Non abbiamo potuto accettare il tuo documento',
    reasons: {
      expired: 'Il tuo documento è scaduto. Usane uno valido.',
      glare: 'C’erano riflessi sul documento, quindi non siamo riusciti a leggerlo.',
      blur: 'La foto era sfocata, quindi non siamo riusciti a leggere il documento.',
      wrongType: 'Non possiamo accettare questo tipo di documento. Usa uno dei documenti elencati.',
      curpMissing:
        'Questo documento non riporta il tuo CURP. Usane uno che lo riporti, come la tua tessera elettorale (INE).',
      unreadable: 'Non siamo riusciti a leggere il tuo documento.',
      face: 'Non siamo riusciti ad abbinare il tuo volto alla foto sul documento.',
    },
    tips: 'Appoggia il documento su una superficie scura e uniforme, con una buona luce. Assicurati che sia tutto dentro la cornice, nitido e senza riflessi.',
    scanAgain: 'Scansiona di nuovo',
    otherDocument: 'Usa un altro documento',
    selfieTitle: 'Non siamo riusciti a usare il tuo selfie',
    selfieTips: 'Mettiti di fronte alla luce, tieni il viso dentro l’ovale e stai fermo.',
    selfieAgain: 'Scattalo di nuovo',
  },
  failure: {
    userMismatch: {
      title: 'Il documento non corrisponde ai tuoi dati',
      description:
        'Il nome sul documento non corrisponde a quello che hai indicato al momento del pagamento. Usa il tuo documento d’identità.',
      button: 'Torna al pagamento',
    },
    userMismatchWithContact: {
      title: 'Il documento non corrisponde ai tuoi dati',
      description:
        'Il nome sul documento non corrisponde a quello che hai indicato al momento del pagamento. Per assistenza, contatta il nostro servizio clienti: {contactTimes}.',
      button: 'Torna al pagamento',
    },
    idNumberMissing: {
      title: 'Non siamo riusciti a leggere il numero del documento',
      description: 'Scansiona un documento su cui il numero sia ben leggibile.',
      button: 'Torna al pagamento',
    },
    idNumberMissingWithContact: {
      title: 'Non siamo riusciti a leggere il numero del documento',
      description:
        'Scansiona un documento su cui il numero sia ben leggibile. Per assistenza, contatta il nostro servizio clienti: {contactTimes}.',
      button: 'Torna al pagamento',
    },
    idNumberMismatch: {
      title: 'Il numero del documento non corrisponde',
      description: 'Il numero sul tuo documento non corrisponde a quello che hai indicato. Controllalo e riprova.',
      button: 'Torna al pagamento',
    },
    idNumberMismatchWithContact: {
      title: 'Il numero del documento non corrisponde',
      description:
        'Il numero sul tuo documento non corrisponde a quello che hai indicato. Per assistenza, contatta il nostro servizio clienti: {contactTimes}.',
      button: 'Torna al pagamento',
    },
  },
  cancel: {
    title: 'Vuoi interrompere la verifica del documento?',
    warning: 'Se ti fermi ora, il tuo acquisto non verrà approvato e dovrai ricominciare la scansione.',
    selfieRegistration: {
      title: 'Vuoi interrompere il selfie?',
      warning:
        'Se ti fermi ora, il tuo acquisto non verrà approvato e dovrai rifare il selfie e la scansione del viso.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default it_idScan
