import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const de_idScan = {
  kycLater: {
    title: 'Ausweis jetzt oder später bestätigen',
    lead: 'Du kannst diesen Kauf jetzt abschließen und deinen Ausweis später hochladen.',
    within:
      'Wenn du „Später“ wählst, fragen wir bei deinem zweiten Kauf nach deinem Ausweis. Du hast 30 Tage Zeit, ihn hochzuladen.',
    upload: 'Ausweis hochladen',
    later: 'Vielleicht später',
    failed: 'Wir konnten deine Auswahl nicht speichern. Bitte versuche es noch einmal.',
  },
  consent: {
    title: 'Nächster Schritt – Identitätsprüfung',
    lead: 'Um deine Identität zu prüfen, vergleichen wir dein Gesicht auf einem Selfie und einem kurzen Gesichtsscan mit dem Foto auf deinem Ausweis. Dein Gesicht gilt als biometrisches Datum, deshalb brauchen wir zuerst deine Einwilligung.',
    us: {
      body: 'Mit „Ich willige ein“ erklärst du dich damit einverstanden, dass wir und unser externer Dienstleister für die Identitätsprüfung deine biometrischen Daten erheben, nutzen und speichern, um deine Identität zu prüfen, wie in unserer Richtlinie zum Gesichtsscan und unseren Datenschutzhinweisen beschrieben. Wir löschen sie, sobald sie nicht mehr benötigt werden, spätestens nach 3 Jahren.',
      agree: 'Ich willige ein',
    },
    ca: {
      body: 'Mit „Prüfung starten“ erklärst du dich damit einverstanden, dass wir deine biometrischen Daten erheben und nutzen, um deine Identität zu prüfen, wie in unserer Richtlinie zum Gesichtsscan und unseren Datenschutzhinweisen beschrieben. Wir löschen sie, sobald sie nicht mehr benötigt werden.',
      agree: 'Prüfung starten',
    },
    mx: {
      body: 'Mit „Weiter“ willigst du in die Verarbeitung deiner personenbezogenen und biometrischen Daten zur Prüfung deiner Identität ein, wie in unseren Datenschutzhinweisen und unserer Richtlinie zum Gesichtsscan beschrieben.',
      agree: 'Weiter',
    },
    other: {
      body: 'Mit „Zustimmen und weiter“ willigst du ein, dass wir und unser externer Dienstleister für die Identitätsprüfung deine biometrischen Daten verarbeiten, um deine Identität zu prüfen, wie in unserer Richtlinie zum Gesichtsscan und unseren Datenschutzhinweisen beschrieben.',
      agree: 'Zustimmen und weiter',
    },
    facialScanPolicy: 'Richtlinie zum Gesichtsscan',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Datenschutzhinweise',
    providerTerms: 'Bedingungen unseres Dienstleisters für die Identitätsprüfung',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics:
      'Du möchtest nicht, dass wir deine biometrischen Daten verarbeiten? Dann kannst du deine Angaben stattdessen für eine manuelle Prüfung einreichen.',
    submitDetails: 'Angaben einreichen',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Ausweis scannen',
    lead: 'Wir brauchen ein Foto deines Ausweises und eines von dir, um sicherzugehen, dass wirklich du es bist.',
    time: 'Das dauert weniger als 4 Minuten.',
    stepsLabel: 'So geht’s',
    stepDocument: 'Fotografiere deinen Ausweis',
    stepSelfie: 'Mach ein Selfie',
    stepFace: 'Dreh deinen Kopf langsam für einen kurzen Gesichtsscan',
    documentsLegend: 'Welchen Ausweis verwendest du?',
    documentsHint: 'Er muss gültig und nicht abgelaufen sein, und das Ablaufdatum muss gut lesbar sein.',
    curp: 'Wir können nur ein Dokument akzeptieren, auf dem deine CURP steht, zum Beispiel deinen Wählerausweis (INE).',
    scam: 'Vorsicht vor Betrug: Mach nur weiter, wenn du selbst gerade etwas kaufst. Wir bitten dich nie, deinen Ausweis für jemand anderen zu scannen – weder per Telefon noch per E-Mail oder SMS.',
    consentNote:
      'Mit „Scannen“ willigst du in die Verarbeitung deiner biometrischen Daten (deines Gesichts) zur Prüfung deiner Identität ein.',
    scan: 'Scannen',
    startFailed: 'Wir konnten den Scan nicht starten. Bitte versuche es noch einmal.',
  },
  selfieIntro: {
    title: 'Mach ein Selfie',
    lead: 'Wir brauchen ein Selfie und einen kurzen Gesichtsscan, damit wir dich beim nächsten Mal wiedererkennen.',
    time: 'Das dauert etwa eine Minute.',
    consentNote:
      'Mit „Los geht’s“ willigst du in die Verarbeitung deiner biometrischen Daten (deines Gesichts) zur Prüfung deiner Identität ein.',
    start: 'Los geht’s',
  },
  documents: {
    identityCard: 'Personalausweis',
    passport: 'Reisepass',
    drivingLicence: 'Führerschein',
    residencePermit: 'Aufenthaltstitel',
    passportCard: 'Passkarte',
    taxId: 'Steuer-ID-Nachweis',
    immigrationStatusDocument: 'Nachweis über den Einwanderungsstatus',
    asylumRegistrationCard: 'Ankunftsnachweis (Asyl)',
    postalIdentityCard: 'Postausweis',
    socialSecurityCard: 'Sozialversicherungsausweis',
    workPermit: 'Arbeitserlaubnis',
    certificateOfNaturalisation: 'Einbürgerungsurkunde',
    homeOfficeLetter: 'Schreiben des britischen Innenministeriums (Home Office)',
    birthCertificate: 'Geburtsurkunde',
    visa: 'Visum',
    proofOfCitizenship: 'Staatsangehörigkeitsnachweis',
    nationalHealthInsuranceCard: 'Krankenversichertenkarte',
    serviceIdCard: 'Dienstausweis',
    indigenousCard: 'Ausweis für Angehörige indigener Völker',
    municipalityIdentityCard: 'Kommunaler Ausweis',
    privateOperatorsCard: 'Ausweis eines privaten Anbieters',
    vehicleRegistrationCertificate: 'Zulassungsbescheinigung',
    professionalQualificationCard: 'Berufsausweis',
    formForAffixingTheVisa: 'Formblatt für die Anbringung eines Visums',
    consularId: 'Konsularausweis',
    internationalDrivingLicence: 'Internationaler Führerschein',
    residenceStatusDocument: 'Nachweis des Aufenthaltsstatus',
    voterId: 'Wählerausweis (INE)',
    other: 'Ausweisdokument',
  },
  capture: {
    step: 'Schritt {current} von {total}',
    front: {
      title: 'Vorderseite deines Ausweises',
      instruction:
        'Leg die Vorderseite deines Ausweises auf eine dunkle, einfarbige Fläche und richte sie im Rahmen aus.',
    },
    back: {
      title: 'Rückseite deines Ausweises',
      instruction: 'Dreh deinen Ausweis jetzt um und richte die Rückseite im Rahmen aus.',
    },
    page: {
      title: 'Die Fotoseite deines Reisepasses',
      instruction:
        'Schlag deinen Reisepass auf der Seite mit deinem Foto auf und richte die ganze Seite im Rahmen aus.',
    },
    sheet: {
      title: 'Dein Dokument',
      instruction: 'Leg dein Dokument auf eine dunkle, einfarbige Fläche und richte die ganze Seite im Rahmen aus.',
    },
    selfie: {
      title: 'Mach ein Selfie',
      instruction: 'Schau direkt in die Kamera und halte dein Gesicht im Oval. Nimm Brille, Mütze und Maske ab.',
    },
    cameraLabel: 'Kamerabild',
    starting: 'Kamera wird gestartet …',
    take: 'Foto aufnehmen',
    takeSelfie: 'Selfie aufnehmen',
    uploadInstead: 'Stattdessen ein Foto hochladen',
    useCamera: 'Stattdessen die Kamera verwenden',
    guidance: {
      waiting: 'Richte die Kamera auf deinen Ausweis.',
      dark: 'Es ist zu dunkel. Such dir mehr Licht.',
      blur: 'Halt still: Das Bild ist unscharf.',
      glare: 'Kipp deinen Ausweis etwas, um Spiegelungen zu vermeiden.',
      far: 'Geh näher heran, damit dein Ausweis den Rahmen ausfüllt.',
      good: 'Sieht gut aus. Nimm das Foto auf.',
      faceDark: 'Es ist zu dunkel. Dreh dich zu einem Fenster oder einer Lampe.',
      faceBlur: 'Halt still: Das Bild ist unscharf.',
      faceGlare: 'Zu viel Licht auf deinem Gesicht. Geh etwas weg von der Lampe.',
      faceGood: 'Sieht gut aus. Nimm dein Selfie auf.',
    },
  },
  review: {
    title: 'Prüf dein Foto',
    label: 'Dein Foto',
    good: 'Achte darauf, dass der ganze Text scharf und lesbar ist und nichts abgeschnitten ist.',
    goodFace: 'Achte darauf, dass dein ganzes Gesicht scharf zu sehen ist.',
    issues: {
      dark: 'Dein Foto ist zu dunkel. Nimm es bei besserem Licht noch einmal auf.',
      blur: 'Dein Foto ist unscharf. Nimm es noch einmal auf und halt still.',
      glare: 'Auf deinem Foto spiegelt es. Kipp deinen Ausweis etwas und nimm es noch einmal auf.',
      far: 'Dein Ausweis ist zu klein. Geh näher heran, damit er den Rahmen ausfüllt.',
      faceGlare: 'Zu viel Licht auf deinem Gesicht. Geh etwas weg von der Lampe und nimm es noch einmal auf.',
    },
    use: 'Dieses Foto verwenden',
    useAnyway: 'Trotzdem verwenden',
    retake: 'Neu aufnehmen',
    chooseAnother: 'Anderes Foto auswählen',
  },
  faceScan: {
    title: 'Gesichtsscan',
    lead: 'Halte dein Gesicht im Oval und folge den Anweisungen.',
    straight: 'Schau direkt in die Kamera.',
    left: 'Dreh deinen Kopf langsam nach links.',
    right: 'Dreh deinen Kopf jetzt langsam nach rechts.',
    further: 'Noch ein bisschen weiter …',
    done: 'Fertig, danke.',
    progress: 'Gesichtsscan, Teil {current} von {total}',
  },
  upload: {
    lead: 'Lade ein scharfes, gut beleuchtetes Foto hoch.',
    choose: 'Foto auswählen',
    take: 'Foto aufnehmen',
    reading: 'Dein Foto wird geprüft …',
    notImage: 'Wir konnten diese Datei nicht öffnen. Bitte wähle ein Foto (JPEG oder PNG).',
    tooLarge: 'Diese Datei ist zu groß. Bitte wähle ein Foto unter 25 MB.',
    tooSmall: 'Dieses Foto ist zu klein, um es zu lesen. Bitte wähle ein größeres.',
    noFaceScan: 'Ohne Kamera können wir keinen Gesichtsscan machen. Wir prüfen stattdessen dein Selfie.',
  },
  camera: {
    tryAgain: 'Kamera erneut versuchen',
    uploadInstead: 'Stattdessen Fotos hochladen',
    denied: {
      title: 'Der Kamerazugriff ist blockiert',
      description:
        'Damit du die Fotos hier aufnehmen kannst, erlaube dieser Seite den Zugriff auf deine Kamera: Tippe oder klicke auf das Kamera- oder Schloss-Symbol neben der Adresse, erlaube die Kamera und versuche es dann noch einmal. Du kannst auch stattdessen Fotos hochladen.',
    },
    frame: {
      title: 'Die Kamera kann auf dieser Seite nicht verwendet werden',
      description:
        'Die Seite des Shops lässt uns deine Kamera nicht verwenden. Du kannst stattdessen Fotos von deinem Ausweis und von dir hochladen.',
    },
    none: {
      title: 'Keine Kamera gefunden',
      description: 'Wir haben auf diesem Gerät keine Kamera gefunden. Du kannst stattdessen Fotos hochladen.',
    },
    busy: {
      title: 'Deine Kamera wird gerade verwendet',
      description:
        'Eine andere App oder ein anderer Tab verwendet deine Kamera. Schließ sie und versuche es noch einmal oder lade stattdessen Fotos hoch.',
    },
    insecure: {
      title: 'Die Kamera ist über diese Verbindung nicht verfügbar',
      description: 'Dein Browser erlaubt die Kamera nur auf sicheren Seiten. Du kannst stattdessen Fotos hochladen.',
    },
    unsupported: {
      title: 'Dieser Browser kann die Kamera hier nicht verwenden',
      description:
        'Dieser Browser oder diese App lässt Webseiten nicht auf die Kamera zugreifen. Du kannst stattdessen Fotos hochladen oder die Kasse in deinem gewohnten Browser öffnen.',
    },
    failed: {
      title: 'Die Kamera ist nicht gestartet',
      description:
        'Beim Starten deiner Kamera ist etwas schiefgelaufen. Versuche es noch einmal oder lade stattdessen Fotos hoch.',
    },
  },
  sending: {
    title: 'Deine Fotos werden gesendet',
    lead: 'Bei einer langsamen Verbindung kann das einen Moment dauern.',
    parts: {
      documentFront: 'Vorderseite deines Ausweises',
      documentBack: 'Rückseite deines Ausweises',
      selfie: 'Dein Selfie',
      faceLeft: 'Gesichtsscan, links',
      faceRight: 'Gesichtsscan, rechts',
    },
    sent: 'Gesendet',
    waiting: 'Wartet',
    failed: 'Nicht gesendet',
    offline:
      'Wir konnten nicht alle deine Fotos senden. Prüf deine Internetverbindung und sende sie dann noch einmal. Du musst sie nicht neu aufnehmen.',
    sendAgain: 'Erneut senden',
    rejected: 'Eines deiner Fotos konnten wir nicht verwenden. Bitte nimm es noch einmal auf.',
    submitFailed: 'Wir konnten deine Fotos nicht zur Prüfung übergeben. Bitte versuche es noch einmal.',
    retake: 'Noch einmal aufnehmen',
  },
  verifying: {
    title: 'Dein Ausweis wird geprüft',
    selfieTitle: 'Dein Selfie wird geprüft',
    estimate: 'Das dauert weniger als 2 Minuten.',
  },
  retry: {
    title: 'Wir konnten deinen Ausweis nicht akzeptieren',
    reasons: {
      expired: 'Dein Ausweis ist abgelaufen. Bitte verwende einen gültigen.',
      glare: 'Dein Ausweis hat gespiegelt, deshalb konnten wir ihn nicht lesen.',
      blur: 'Dein Foto war unscharf, deshalb konnten wir deinen Ausweis nicht lesen.',
      wrongType:
        'Diese Art von Dokument können wir nicht akzeptieren. Bitte verwende eines der aufgeführten Dokumente.',
      curpMissing:
        'Auf diesem Dokument steht deine CURP nicht. Bitte verwende eines, auf dem sie steht, zum Beispiel deinen Wählerausweis (INE).',
      unreadable: 'Wir konnten deinen Ausweis nicht lesen.',
      face: 'Wir konnten dein Gesicht nicht mit dem Foto auf deinem Ausweis abgleichen.',
    },
    tips: 'Leg deinen Ausweis bei gutem Licht auf eine dunkle, einfarbige Fläche. Achte darauf, dass der ganze Ausweis im Rahmen ist, scharf und ohne Spiegelungen.',
    scanAgain: 'Erneut scannen',
    otherDocument: 'Anderen Ausweis verwenden',
    selfieTitle: 'Wir konnten dein Selfie nicht verwenden',
    selfieTips: 'Dreh dich zum Licht, halte dein Gesicht im Oval und halt still.',
    selfieAgain: 'Noch einmal aufnehmen',
  },
  failure: {
    userMismatch: {
      title: 'Der Ausweis passt nicht zu deinen Angaben',
      description:
        'Der Name auf deinem Ausweis stimmt nicht mit dem Namen überein, den du an der Kasse angegeben hast. Bitte verwende deinen eigenen Ausweis.',
      button: 'Zurück zur Kasse',
    },
    userMismatchWithContact: {
      title: 'Der Ausweis passt nicht zu deinen Angaben',
      description:
        'Der Name auf deinem Ausweis stimmt nicht mit dem Namen überein, den du an der Kasse angegeben hast. Wenn du Hilfe brauchst, wende dich an unseren Kundenservice: {contactTimes}.',
      button: 'Zurück zur Kasse',
    },
    idNumberMissing: {
      title: 'Wir konnten die Ausweisnummer nicht lesen',
      description: 'Bitte scanne ein Dokument, auf dem deine Ausweisnummer gut lesbar ist.',
      button: 'Zurück zur Kasse',
    },
    idNumberMissingWithContact: {
      title: 'Wir konnten die Ausweisnummer nicht lesen',
      description:
        'Bitte scanne ein Dokument, auf dem deine Ausweisnummer gut lesbar ist. Wenn du Hilfe brauchst, wende dich an unseren Kundenservice: {contactTimes}.',
      button: 'Zurück zur Kasse',
    },
    idNumberMismatch: {
      title: 'Die Ausweisnummer stimmt nicht überein',
      description:
        'Die Ausweisnummer auf deinem Dokument stimmt nicht mit der Nummer überein, die du angegeben hast. Bitte prüfe sie und versuche es noch einmal.',
      button: 'Zurück zur Kasse',
    },
    idNumberMismatchWithContact: {
      title: 'Die Ausweisnummer stimmt nicht überein',
      description:
        'Die Ausweisnummer auf deinem Dokument stimmt nicht mit der Nummer überein, die du angegeben hast. Wenn du Hilfe brauchst, wende dich an unseren Kundenservice: {contactTimes}.',
      button: 'Zurück zur Kasse',
    },
  },
  cancel: {
    title: 'Ausweisverifizierung abbrechen?',
    warning:
      'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt. Du musst den Scan dann noch einmal von vorn beginnen.',
    selfieRegistration: {
      title: 'Selfie abbrechen?',
      warning:
        'Wenn du jetzt abbrichst, wird dein Kauf nicht genehmigt. Du musst das Selfie und den Gesichtsscan dann noch einmal machen.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default de_idScan
