import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const pl_idScan = {
  kycLater: {
    title: 'Potwierdź dokument teraz lub później',
    lead: 'Możesz dokończyć ten zakup teraz, a dokument tożsamości przesłać później.',
    within: 'Jeśli wybierzesz później, poprosimy o dokument przy Twoim drugim zakupie. Masz 30 dni na jego przesłanie.',
    upload: 'Prześlij dokument',
    later: 'Może później',
    failed: 'Nie udało się zapisać Twojego wyboru. Spróbuj ponownie.',
  },
  consent: {
    title: 'Następny krok – weryfikacja tożsamości',
    lead: 'Aby zweryfikować Twoją tożsamość, porównujemy Twoją twarz na selfie i w krótkim skanie twarzy ze zdjęciem w dokumencie. Twarz to dane biometryczne, dlatego najpierw potrzebujemy Twojej zgody.',
    us: {
      body: 'Wybierając „Wyrażam zgodę”, zgadzasz się, abyśmy my i nasz zewnętrzny dostawca usług weryfikacji tożsamości zbierali, wykorzystywali i przechowywali Twoje dane biometryczne w celu weryfikacji tożsamości, zgodnie z naszymi zasadami skanowania twarzy i informacją o prywatności. Usuwamy je, gdy nie są już potrzebne, najpóźniej po 3 latach.',
      agree: 'Wyrażam zgodę',
    },
    ca: {
      body: 'Wybierając „Rozpocznij weryfikację”, zgadzasz się, abyśmy zbierali i wykorzystywali Twoje dane biometryczne w celu weryfikacji tożsamości, zgodnie z naszymi zasadami skanowania twarzy i informacją o prywatności. Usuwamy je, gdy nie są już potrzebne.',
      agree: 'Rozpocznij weryfikację',
    },
    mx: {
      body: 'Wybierając „Dalej”, wyrażasz zgodę na przetwarzanie Twoich danych osobowych i biometrycznych w celu weryfikacji tożsamości, zgodnie z naszą informacją o prywatności i zasadami skanowania twarzy.',
      agree: 'Dalej',
    },
    other: {
      body: 'Wybierając „Akceptuję i przechodzę dalej”, wyrażasz zgodę na przetwarzanie Twoich danych biometrycznych przez nas i naszego zewnętrznego dostawcę usług weryfikacji tożsamości w celu weryfikacji tożsamości, zgodnie z naszymi zasadami skanowania twarzy i informacją o prywatności.',
      agree: 'Akceptuję i przechodzę dalej',
    },
    facialScanPolicy: 'Zasady skanowania twarzy',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Informacja o prywatności',
    providerTerms: 'Warunki naszego dostawcy usług weryfikacji tożsamości',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics:
      'Nie chcesz, abyśmy przetwarzali Twoje dane biometryczne? Możesz zamiast tego przesłać swoje dane do ręcznej weryfikacji.',
    submitDetails: 'Prześlij dane',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Zeskanuj dokument tożsamości',
    lead: 'Potrzebujemy zdjęcia Twojego dokumentu i Twojego zdjęcia, aby potwierdzić, że to naprawdę Ty.',
    time: 'Zajmie to mniej niż 4 minuty.',
    stepsLabel: 'Co zrobisz',
    stepDocument: 'Zrobisz zdjęcie dokumentu',
    stepSelfie: 'Zrobisz selfie',
    stepFace: 'Powoli obrócisz głowę do krótkiego skanu twarzy',
    documentsLegend: 'Jakiego dokumentu użyjesz?',
    documentsHint: 'Musi być ważny, a data ważności musi być dobrze widoczna.',
    curp: 'Możemy przyjąć tylko dokument z Twoim numerem CURP, na przykład legitymację wyborczą (INE).',
    scam: 'Uważaj na oszustów: kontynuuj tylko wtedy, gdy to Ty robisz zakupy, właśnie teraz. Nigdy nie poprosimy Cię o zeskanowanie dokumentu dla kogoś innego – ani telefonicznie, ani e-mailem, ani SMS-em.',
    consentNote:
      'Wybierając „Skanuj”, wyrażasz zgodę na przetwarzanie Twoich danych biometrycznych (Twojej twarzy) w celu weryfikacji tożsamości.',
    scan: 'Skanuj',
    startFailed: 'Nie udało się rozpocząć skanowania. Spróbuj ponownie.',
  },
  selfieIntro: {
    title: 'Zrób selfie',
    lead: 'Potrzebujemy selfie i krótkiego skanu twarzy, aby rozpoznać Cię przy następnej weryfikacji.',
    time: 'Zajmie to około minuty.',
    consentNote:
      'Wybierając „Zaczynamy”, wyrażasz zgodę na przetwarzanie Twoich danych biometrycznych (Twojej twarzy) w celu weryfikacji tożsamości.',
    start: 'Zaczynamy',
  },
  documents: {
    identityCard: 'Dowód osobisty',
    passport: 'Paszport',
    drivingLicence: 'Prawo jazdy',
    residencePermit: 'Karta pobytu',
    passportCard: 'Paszport w formie karty',
    taxId: 'Karta identyfikacji podatkowej',
    immigrationStatusDocument: 'Dokument potwierdzający status imigracyjny',
    asylumRegistrationCard: 'Tymczasowe zaświadczenie tożsamości cudzoziemca',
    postalIdentityCard: 'Pocztowa karta identyfikacyjna',
    socialSecurityCard: 'Karta ubezpieczenia społecznego',
    workPermit: 'Zezwolenie na pracę',
    certificateOfNaturalisation: 'Zaświadczenie o nadaniu obywatelstwa',
    homeOfficeLetter: 'Pismo z brytyjskiego Ministerstwa Spraw Wewnętrznych (Home Office)',
    birthCertificate: 'Akt urodzenia',
    visa: 'Wiza',
    proofOfCitizenship: 'Zaświadczenie o posiadaniu obywatelstwa',
    nationalHealthInsuranceCard: 'Karta ubezpieczenia zdrowotnego',
    serviceIdCard: 'Legitymacja służbowa',
    indigenousCard: 'Dokument tożsamości ludności rdzennej',
    municipalityIdentityCard: 'Gminna karta identyfikacyjna',
    privateOperatorsCard: 'Karta prywatnego operatora',
    vehicleRegistrationCertificate: 'Dowód rejestracyjny',
    professionalQualificationCard: 'Legitymacja zawodowa',
    formForAffixingTheVisa: 'Formularz do umieszczania wizy',
    consularId: 'Legitymacja konsularna',
    internationalDrivingLicence: 'Międzynarodowe prawo jazdy',
    residenceStatusDocument: 'Dokument potwierdzający status pobytowy',
    voterId: 'Legitymacja wyborcza (INE)',
    other: 'Dokument tożsamości',
  },
  capture: {
    step: 'Krok {current} z {total}',
    front: {
      title: 'Przód dokumentu',
      instruction: 'Połóż dokument przodem do góry na ciemnej, jednolitej powierzchni i zmieść go w ramce.',
    },
    back: {
      title: 'Tył dokumentu',
      instruction: 'Teraz odwróć dokument i zmieść tył w ramce.',
    },
    page: {
      title: 'Strona paszportu ze zdjęciem',
      instruction: 'Otwórz paszport na stronie ze zdjęciem i zmieść całą stronę w ramce.',
    },
    sheet: {
      title: 'Twój dokument',
      instruction: 'Połóż dokument na ciemnej, jednolitej powierzchni i zmieść całą stronę w ramce.',
    },
    selfie: {
      title: 'Zrób selfie',
      instruction: 'Patrz prosto w aparat i trzymaj twarz w owalu. Zdejmij okulary, czapkę i maseczkę.',
    },
    cameraLabel: 'Obraz z aparatu',
    starting: 'Uruchamiamy aparat…',
    take: 'Zrób zdjęcie',
    takeSelfie: 'Zrób selfie',
    uploadInstead: 'Prześlij zdjęcie zamiast tego',
    useCamera: 'Użyj aparatu zamiast tego',
    guidance: {
      waiting: 'Skieruj aparat na dokument.',
      dark: 'Jest za ciemno. Znajdź więcej światła.',
      blur: 'Nie ruszaj się: obraz jest rozmazany.',
      glare: 'Przechyl lekko dokument, aby uniknąć odblasków.',
      far: 'Podejdź bliżej, aby dokument wypełnił ramkę.',
      good: 'Wygląda dobrze. Zrób zdjęcie.',
      faceDark: 'Jest za ciemno. Stań przodem do okna lub lampy.',
      faceBlur: 'Nie ruszaj się: obraz jest rozmazany.',
      faceGlare: 'Na twarz pada za dużo światła. Odsuń się nieco od lampy.',
      faceGood: 'Wygląda dobrze. Zrób selfie.',
    },
  },
  review: {
    title: 'Sprawdź zdjęcie',
    label: 'Twoje zdjęcie',
    good: 'Upewnij się, że cały tekst jest ostry i czytelny, a nic nie zostało ucięte.',
    goodFace: 'Upewnij się, że cała twarz jest dobrze widoczna i ostra.',
    issues: {
      dark: 'Zdjęcie jest za ciemne. Zrób je ponownie przy lepszym świetle.',
      blur: 'Zdjęcie jest rozmazane. Zrób je ponownie i się nie ruszaj.',
      glare: 'Na zdjęciu widać odblask. Przechyl lekko dokument i zrób zdjęcie ponownie.',
      far: 'Dokument jest za mały. Podejdź bliżej, aby wypełnił ramkę.',
      faceGlare: 'Na twarz pada za dużo światła. Odsuń się nieco od lampy i zrób zdjęcie ponownie.',
    },
    use: 'Użyj tego zdjęcia',
    useAnyway: 'Użyj mimo to',
    retake: 'Zrób ponownie',
    chooseAnother: 'Wybierz inne zdjęcie',
  },
  faceScan: {
    title: 'Skan twarzy',
    lead: 'Trzymaj twarz w owalu i postępuj zgodnie z instrukcjami.',
    straight: 'Patrz prosto w aparat.',
    left: 'Powoli obróć głowę w lewo.',
    right: 'Teraz powoli obróć głowę w prawo.',
    further: 'Jeszcze trochę…',
    done: 'Gotowe, dziękujemy.',
    progress: 'Skan twarzy, część {current} z {total}',
  },
  upload: {
    lead: 'Prześlij ostre, dobrze oświetlone zdjęcie.',
    choose: 'Wybierz zdjęcie',
    take: 'Zrób zdjęcie',
    reading: 'Sprawdzamy zdjęcie…',
    notImage: 'Nie udało się otworzyć tego pliku. Wybierz zdjęcie (JPEG lub PNG).',
    tooLarge: 'Ten plik jest za duży. Wybierz zdjęcie mniejsze niż 25 MB.',
    tooSmall: 'To zdjęcie jest za małe, aby je odczytać. Wybierz większe.',
    noFaceScan: 'Bez aparatu nie możemy zrobić skanu twarzy. Zamiast tego sprawdzimy Twoje selfie.',
  },
  camera: {
    tryAgain: 'Spróbuj ponownie z aparatem',
    uploadInstead: 'Prześlij zdjęcia zamiast tego',
    denied: {
      title: 'Dostęp do aparatu jest zablokowany',
      description:
        'Aby zrobić tu zdjęcia, zezwól tej stronie na korzystanie z aparatu: wybierz ikonę aparatu lub kłódki obok adresu, zezwól na aparat i spróbuj ponownie. Możesz też przesłać zdjęcia.',
    },
    frame: {
      title: 'Na tej stronie nie można użyć aparatu',
      description:
        'Strona sklepu nie pozwala nam korzystać z Twojego aparatu. Możesz zamiast tego przesłać zdjęcia dokumentu i swoje.',
    },
    none: {
      title: 'Nie znaleziono aparatu',
      description: 'Nie znaleźliśmy aparatu w tym urządzeniu. Możesz zamiast tego przesłać zdjęcia.',
    },
    busy: {
      title: 'Aparat jest używany',
      description:
        'Inna aplikacja lub karta korzysta z Twojego aparatu. Zamknij ją i spróbuj ponownie albo prześlij zdjęcia.',
    },
    insecure: {
      title: 'Aparat jest niedostępny przy tym połączeniu',
      description:
        'Twoja przeglądarka pozwala używać aparatu tylko na bezpiecznych stronach. Możesz zamiast tego przesłać zdjęcia.',
    },
    unsupported: {
      title: 'Ta przeglądarka nie może tu użyć aparatu',
      description:
        'Ta przeglądarka lub aplikacja nie pozwala stronom internetowym korzystać z aparatu. Możesz przesłać zdjęcia albo otworzyć płatność w swojej zwykłej przeglądarce.',
    },
    failed: {
      title: 'Aparat się nie uruchomił',
      description: 'Coś poszło nie tak podczas uruchamiania aparatu. Spróbuj ponownie albo prześlij zdjęcia.',
    },
  },
  sending: {
    title: 'Wysyłamy Twoje zdjęcia',
    lead: 'Przy wolnym połączeniu może to chwilę potrwać.',
    parts: {
      documentFront: 'Przód dokumentu',
      documentBack: 'Tył dokumentu',
      selfie: 'Twoje selfie',
      faceLeft: 'Skan twarzy, w lewo',
      faceRight: 'Skan twarzy, w prawo',
    },
    sent: 'Wysłano',
    waiting: 'Oczekuje',
    failed: 'Nie wysłano',
    offline:
      'Nie udało się wysłać wszystkich zdjęć. Sprawdź połączenie z internetem i wyślij je ponownie. Nie musisz robić ich od nowa.',
    sendAgain: 'Wyślij ponownie',
    rejected: 'Nie mogliśmy użyć jednego z Twoich zdjęć. Zrób je ponownie.',
    submitFailed: 'Nie udało się przekazać zdjęć do sprawdzenia. Spróbuj ponownie.',
    retake: 'Zrób je ponownie',
  },
  verifying: {
    title: 'Weryfikujemy Twój dokument',
    selfieTitle: 'Sprawdzamy Twoje selfie',
    estimate: 'Potrwa to mniej niż 2 minuty.',
  },
  retry: {
    title: 'Nie mogliśmy przyjąć Twojego dokumentu',
    reasons: {
      expired: 'Twój dokument stracił ważność. Użyj ważnego dokumentu.',
      glare: 'Na dokumencie były odblaski, więc nie mogliśmy go odczytać.',
      blur: 'Zdjęcie było rozmazane, więc nie mogliśmy odczytać dokumentu.',
      wrongType: 'Nie możemy przyjąć tego rodzaju dokumentu. Użyj jednego z wymienionych dokumentów.',
      curpMissing:
        'Ten dokument nie zawiera Twojego numeru CURP. Użyj dokumentu, który go zawiera, na przykład legitymacji wyborczej (INE).',
      unreadable: 'Nie mogliśmy odczytać Twojego dokumentu.',
      face: 'Nie mogliśmy dopasować Twojej twarzy do zdjęcia w dokumencie.',
    },
    tips: 'Połóż dokument na ciemnej, jednolitej powierzchni przy dobrym świetle. Upewnij się, że cały dokument jest w ramce, ostry i bez odblasków.',
    scanAgain: 'Skanuj ponownie',
    otherDocument: 'Użyj innego dokumentu',
    selfieTitle: 'Nie mogliśmy użyć Twojego selfie',
    selfieTips: 'Stań przodem do światła, trzymaj twarz w owalu i się nie ruszaj.',
    selfieAgain: 'Zrób je ponownie',
  },
  failure: {
    userMismatch: {
      title: 'Dokument nie zgadza się z Twoimi danymi',
      description: 'Imię i nazwisko w dokumencie nie zgadzają się z tymi podanymi w kasie. Użyj własnego dokumentu.',
      button: 'Wróć do kasy',
    },
    userMismatchWithContact: {
      title: 'Dokument nie zgadza się z Twoimi danymi',
      description:
        'Imię i nazwisko w dokumencie nie zgadzają się z tymi podanymi w kasie. Jeśli potrzebujesz pomocy, skontaktuj się z naszą obsługą klienta {contactTimes}.',
      button: 'Wróć do kasy',
    },
    idNumberMissing: {
      title: 'Nie udało się odczytać numeru identyfikacyjnego',
      description: 'Zeskanuj dokument, na którym numer identyfikacyjny jest wyraźnie widoczny.',
      button: 'Wróć do kasy',
    },
    idNumberMissingWithContact: {
      title: 'Nie udało się odczytać numeru identyfikacyjnego',
      description:
        'Zeskanuj dokument, na którym numer identyfikacyjny jest wyraźnie widoczny. Jeśli potrzebujesz pomocy, skontaktuj się z naszą obsługą klienta {contactTimes}.',
      button: 'Wróć do kasy',
    },
    idNumberMismatch: {
      title: 'Numer identyfikacyjny się nie zgadza',
      description:
        'Numer identyfikacyjny w dokumencie nie zgadza się z podanym przez Ciebie numerem. Sprawdź go i spróbuj ponownie.',
      button: 'Wróć do kasy',
    },
    idNumberMismatchWithContact: {
      title: 'Numer identyfikacyjny się nie zgadza',
      description:
        'Numer identyfikacyjny w dokumencie nie zgadza się z podanym przez Ciebie numerem. Jeśli potrzebujesz pomocy, skontaktuj się z naszą obsługą klienta {contactTimes}.',
      button: 'Wróć do kasy',
    },
  },
  cancel: {
    title: 'Przerwać weryfikację dokumentu?',
    warning: 'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony, a skanowanie trzeba będzie zacząć od nowa.',
    selfieRegistration: {
      title: 'Przerwać robienie selfie?',
      warning:
        'Jeśli teraz przerwiesz, zakup nie zostanie zatwierdzony, a selfie i skan twarzy trzeba będzie zrobić od nowa.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default pl_idScan
