import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const fr_idScan = {
  kycLater: {
    title: 'Vérifier votre pièce d’identité maintenant ou plus tard',
    lead: 'Vous pouvez finaliser cet achat maintenant et envoyer votre pièce d’identité plus tard.',
    within:
      'Si vous choisissez plus tard, nous vous la demanderons lors de votre deuxième achat. Vous avez 30 jours pour l’envoyer.',
    upload: 'Envoyer ma pièce d’identité',
    later: 'Peut-être plus tard',
    failed: 'Nous n’avons pas pu enregistrer votre choix. Veuillez réessayer.',
  },
  consent: {
    title: 'Étape suivante : vérification d’identité',
    lead: 'Pour vérifier votre identité, nous comparons votre visage, sur un selfie et un court scan facial, à la photo de votre pièce d’identité. Votre visage est une donnée biométrique : nous avons donc d’abord besoin de votre consentement.',
    us: {
      body: 'En sélectionnant « Je consens », vous acceptez que nous et notre prestataire tiers de vérification d’identité collections, utilisions et conservions vos données biométriques pour vérifier votre identité, comme décrit dans notre politique relative au scan facial et notre avis de confidentialité. Nous les supprimons dès qu’elles ne sont plus nécessaires, et au plus tard au bout de 3 ans.',
      agree: 'Je consens',
    },
    ca: {
      body: 'En sélectionnant « Commencer la vérification », vous acceptez que nous collections et utilisions vos données biométriques pour vérifier votre identité, comme décrit dans notre politique relative au scan facial et notre avis de confidentialité. Nous les supprimons dès qu’elles ne sont plus nécessaires.',
      agree: 'Commencer la vérification',
    },
    mx: {
      body: 'En sélectionnant « Continuer », vous consentez au traitement de vos données personnelles et biométriques pour vérifier votre identité, comme décrit dans notre avis de confidentialité et notre politique relative au scan facial.',
      agree: 'Continuer',
    },
    other: {
      body: 'En sélectionnant « Accepter et continuer », vous consentez au traitement de vos données biométriques, par nous et par notre prestataire tiers de vérification d’identité, pour vérifier votre identité, comme décrit dans notre politique relative au scan facial et notre avis de confidentialité.',
      agree: 'Accepter et continuer',
    },
    facialScanPolicy: 'Politique relative au scan facial',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Avis de confidentialité',
    providerTerms: 'Conditions de notre prestataire de vérification d’identité',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics:
      'Vous ne souhaitez pas que nous traitions vos données biométriques ? Vous pouvez plutôt transmettre vos informations pour une vérification manuelle.',
    submitDetails: 'Transmettre mes informations',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Scanner votre pièce d’identité',
    lead: 'Nous avons besoin d’une photo de votre pièce d’identité et d’une photo de vous pour confirmer que c’est bien vous.',
    time: 'Cela prend moins de 4 minutes.',
    stepsLabel: 'Ce que vous allez faire',
    stepDocument: 'Photographier votre pièce d’identité',
    stepSelfie: 'Prendre un selfie',
    stepFace: 'Tourner lentement la tête pour un court scan facial',
    documentsLegend: 'Quelle pièce d’identité allez-vous utiliser ?',
    documentsHint: 'Elle doit être valide et non expirée, avec une date d’expiration bien lisible.',
    curp: 'Nous ne pouvons accepter qu’un document comportant votre CURP, comme votre carte d’électeur (INE).',
    scam: 'Attention aux arnaques : ne continuez que si vous effectuez vous-même un achat, en ce moment. Nous ne vous demanderons jamais de scanner votre pièce d’identité pour quelqu’un d’autre, par téléphone, par e-mail ou par SMS.',
    consentNote:
      'En sélectionnant « Scanner », vous consentez au traitement de vos données biométriques (votre visage) pour vérifier votre identité.',
    scan: 'Scanner',
    startFailed: 'Nous n’avons pas pu lancer le scan. Veuillez réessayer.',
  },
  selfieIntro: {
    title: 'Prendre un selfie',
    lead: 'Nous avons besoin d’un selfie et d’un court scan facial pour pouvoir vous reconnaître lors de votre prochaine vérification.',
    time: 'Cela prend environ une minute.',
    consentNote:
      'En sélectionnant « Commencer », vous consentez au traitement de vos données biométriques (votre visage) pour vérifier votre identité.',
    start: 'Commencer',
  },
  documents: {
    identityCard: 'Carte nationale d’identité',
    passport: 'Passeport',
    drivingLicence: 'Permis de conduire',
    residencePermit: 'Titre de séjour',
    passportCard: 'Carte passeport',
    taxId: 'Carte d’identification fiscale',
    immigrationStatusDocument: 'Document attestant du statut d’immigration',
    asylumRegistrationCard: 'Attestation de demande d’asile',
    postalIdentityCard: 'Carte d’identité postale',
    socialSecurityCard: 'Carte de sécurité sociale',
    workPermit: 'Permis de travail',
    certificateOfNaturalisation: 'Certificat de naturalisation',
    homeOfficeLetter: 'Courrier du ministère de l’Intérieur britannique (Home Office)',
    birthCertificate: 'Acte de naissance',
    visa: 'Visa',
    proofOfCitizenship: 'Certificat de nationalité',
    nationalHealthInsuranceCard: 'Carte d’assurance maladie',
    serviceIdCard: 'Carte de service',
    indigenousCard: 'Carte d’identité autochtone',
    municipalityIdentityCard: 'Carte d’identité municipale',
    privateOperatorsCard: 'Carte d’un opérateur privé',
    vehicleRegistrationCertificate: 'Certificat d’immatriculation',
    professionalQualificationCard: 'Carte de qualification professionnelle',
    formForAffixingTheVisa: 'Feuillet pour l’apposition d’un visa',
    consularId: 'Carte consulaire',
    internationalDrivingLicence: 'Permis de conduire international',
    residenceStatusDocument: 'Document attestant du statut de résident',
    voterId: 'Carte d’électeur (INE)',
    other: 'Pièce d’identité',
  },
  capture: {
    step: 'Étape {current} sur {total}',
    front: {
      title: 'Recto de votre pièce d’identité',
      instruction:
        'Posez le recto de votre pièce d’identité sur une surface sombre et unie, et placez-la dans le cadre.',
    },
    back: {
      title: 'Verso de votre pièce d’identité',
      instruction: 'Retournez maintenant votre pièce d’identité et placez le verso dans le cadre.',
    },
    page: {
      title: 'Page photo de votre passeport',
      instruction: 'Ouvrez votre passeport à la page avec votre photo et placez toute la page dans le cadre.',
    },
    sheet: {
      title: 'Votre document',
      instruction: 'Posez votre document sur une surface sombre et unie, et placez toute la page dans le cadre.',
    },
    selfie: {
      title: 'Prendre un selfie',
      instruction:
        'Regardez l’appareil photo et gardez votre visage dans l’ovale. Retirez lunettes, chapeau et masque.',
    },
    cameraLabel: 'Image de la caméra',
    starting: 'Démarrage de la caméra…',
    take: 'Prendre la photo',
    takeSelfie: 'Prendre le selfie',
    uploadInstead: 'Envoyer plutôt une photo',
    useCamera: 'Utiliser plutôt la caméra',
    guidance: {
      waiting: 'Dirigez la caméra vers votre pièce d’identité.',
      dark: 'Il fait trop sombre. Trouvez plus de lumière.',
      blur: 'Ne bougez pas : l’image est floue.',
      glare: 'Inclinez légèrement votre pièce d’identité pour éviter les reflets.',
      far: 'Rapprochez-vous pour que votre pièce d’identité remplisse le cadre.',
      good: 'C’est bien. Prenez la photo.',
      faceDark: 'Il fait trop sombre. Placez-vous face à une fenêtre ou à une lampe.',
      faceBlur: 'Ne bougez pas : l’image est floue.',
      faceGlare: 'Trop de lumière sur votre visage. Éloignez-vous de la lampe.',
      faceGood: 'C’est bien. Prenez votre selfie.',
    },
  },
  review: {
    title: 'Vérifiez votre photo',
    label: 'Votre photo',
    good: 'Assurez-vous que tout le texte est net et lisible, sans rien de coupé.',
    goodFace: 'Assurez-vous que tout votre visage est visible et net.',
    issues: {
      dark: 'Votre photo semble trop sombre. Reprenez-la avec plus de lumière.',
      blur: 'Votre photo semble floue. Reprenez-la sans bouger.',
      glare: 'Il y a un reflet sur votre photo. Inclinez légèrement votre pièce d’identité et reprenez-la.',
      far: 'Votre pièce d’identité semble trop petite. Rapprochez-vous pour qu’elle remplisse le cadre.',
      faceGlare: 'Trop de lumière sur votre visage. Éloignez-vous de la lampe et reprenez la photo.',
    },
    use: 'Utiliser cette photo',
    useAnyway: 'L’utiliser quand même',
    retake: 'Reprendre',
    chooseAnother: 'Choisir une autre photo',
  },
  faceScan: {
    title: 'Scan facial',
    lead: 'Gardez votre visage dans l’ovale et suivez les instructions.',
    straight: 'Regardez droit vers la caméra.',
    left: 'Tournez lentement la tête vers la gauche.',
    right: 'Tournez maintenant lentement la tête vers la droite.',
    further: 'Encore un peu…',
    done: 'C’est fait, merci.',
    progress: 'Scan facial, partie {current} sur {total}',
  },
  upload: {
    lead: 'Envoyez une photo nette et bien éclairée.',
    choose: 'Choisir une photo',
    take: 'Prendre une photo',
    reading: 'Vérification de votre photo…',
    notImage: 'Nous n’avons pas pu ouvrir ce fichier. Choisissez une photo (JPEG ou PNG).',
    tooLarge: 'Ce fichier est trop volumineux. Choisissez une photo de moins de 25 Mo.',
    tooSmall: 'Cette photo est trop petite pour être lue. Choisissez-en une plus grande.',
    noFaceScan: 'Sans caméra, nous ne pouvons pas faire le scan facial. Nous vérifierons votre selfie à la place.',
  },
  camera: {
    tryAgain: 'Réessayer avec la caméra',
    uploadInstead: 'Envoyer plutôt des photos',
    denied: {
      title: 'L’accès à la caméra est bloqué',
      description:
        'Pour prendre les photos ici, autorisez cette page à utiliser votre caméra : sélectionnez l’icône de caméra ou de cadenas à côté de l’adresse, autorisez la caméra, puis réessayez. Vous pouvez aussi envoyer des photos à la place.',
    },
    frame: {
      title: 'La caméra ne peut pas être utilisée sur cette page',
      description:
        'La page de la boutique ne nous permet pas d’utiliser votre caméra. Vous pouvez plutôt envoyer des photos de votre pièce d’identité et de vous.',
    },
    none: {
      title: 'Aucune caméra trouvée',
      description: 'Nous n’avons trouvé aucune caméra sur cet appareil. Vous pouvez plutôt envoyer des photos.',
    },
    busy: {
      title: 'Votre caméra est déjà utilisée',
      description:
        'Une autre application ou un autre onglet utilise votre caméra. Fermez-le et réessayez, ou envoyez plutôt des photos.',
    },
    insecure: {
      title: 'La caméra n’est pas disponible sur cette connexion',
      description:
        'Votre navigateur n’autorise la caméra que sur les pages sécurisées. Vous pouvez plutôt envoyer des photos.',
    },
    unsupported: {
      title: 'Ce navigateur ne peut pas utiliser la caméra ici',
      description:
        'Ce navigateur ou cette application ne permet pas aux pages web d’utiliser la caméra. Vous pouvez plutôt envoyer des photos ou ouvrir le paiement dans votre navigateur habituel.',
    },
    failed: {
      title: 'La caméra n’a pas démarré',
      description: 'Un problème est survenu au démarrage de votre caméra. Réessayez ou envoyez plutôt des photos.',
    },
  },
  sending: {
    title: 'Envoi de vos photos',
    lead: 'Cela peut prendre un moment si votre connexion est lente.',
    parts: {
      documentFront: 'Recto de votre pièce d’identité',
      documentBack: 'Verso de votre pièce d’identité',
      selfie: 'Votre selfie',
      faceLeft: 'Scan facial, gauche',
      faceRight: 'Scan facial, droite',
    },
    sent: 'Envoyée',
    waiting: 'En attente',
    failed: 'Non envoyée',
    offline:
      'Nous n’avons pas pu envoyer toutes vos photos. Vérifiez votre connexion Internet, puis renvoyez-les. Inutile de les reprendre.',
    sendAgain: 'Renvoyer',
    rejected: 'Nous n’avons pas pu utiliser l’une de vos photos. Veuillez la reprendre.',
    submitFailed: 'Nous n’avons pas pu transmettre vos photos pour vérification. Veuillez réessayer.',
    retake: 'La reprendre',
  },
  verifying: {
    title: 'Vérification de votre pièce d’identité',
    selfieTitle: 'Vérification de votre selfie',
    estimate: 'Cela prend moins de 2 minutes.',
  },
  retry: {
    title: 'Nous n’avons pas pu accepter votre pièce d’identité',
    reasons: {
      expired: 'Votre pièce d’identité a expiré. Utilisez-en une en cours de validité.',
      glare: 'Un reflet sur votre pièce d’identité nous a empêchés de la lire.',
      blur: 'Votre photo était floue : nous n’avons pas pu lire votre pièce d’identité.',
      wrongType: 'Nous ne pouvons pas accepter ce type de document. Utilisez l’un des documents indiqués.',
      curpMissing:
        'Ce document ne comporte pas votre CURP. Utilisez-en un qui la comporte, comme votre carte d’électeur (INE).',
      unreadable: 'Nous n’avons pas pu lire votre pièce d’identité.',
      face: 'Nous n’avons pas pu faire correspondre votre visage avec la photo de votre pièce d’identité.',
    },
    tips: 'Posez votre pièce d’identité sur une surface sombre et unie, sous une bonne lumière. Vérifiez qu’elle est entièrement dans le cadre, nette et sans reflet.',
    scanAgain: 'Scanner à nouveau',
    otherDocument: 'Utiliser une autre pièce d’identité',
    selfieTitle: 'Nous n’avons pas pu utiliser votre selfie',
    selfieTips: 'Placez-vous face à la lumière, gardez votre visage dans l’ovale et ne bougez pas.',
    selfieAgain: 'Le reprendre',
  },
  failure: {
    userMismatch: {
      title: 'La pièce d’identité ne correspond pas à vos informations',
      description:
        'Le nom figurant sur votre pièce d’identité ne correspond pas à celui indiqué lors du paiement. Utilisez votre propre pièce d’identité.',
      button: 'Revenir au paiement',
    },
    userMismatchWithContact: {
      title: 'La pièce d’identité ne correspond pas à vos informations',
      description:
        'Le nom figurant sur votre pièce d’identité ne correspond pas à celui indiqué lors du paiement. Pour obtenir de l’aide, contactez notre service client : {contactTimes}.',
      button: 'Revenir au paiement',
    },
    idNumberMissing: {
      title: 'Nous n’avons pas pu lire le numéro de la pièce d’identité',
      description: 'Scannez un document sur lequel le numéro de votre pièce d’identité est bien lisible.',
      button: 'Revenir au paiement',
    },
    idNumberMissingWithContact: {
      title: 'Nous n’avons pas pu lire le numéro de la pièce d’identité',
      description:
        'Scannez un document sur lequel le numéro de votre pièce d’identité est bien lisible. Pour obtenir de l’aide, contactez notre service client : {contactTimes}.',
      button: 'Revenir au paiement',
    },
    idNumberMismatch: {
      title: 'Le numéro de pièce d’identité ne correspond pas',
      description:
        'Le numéro figurant sur votre document ne correspond pas à celui que vous avez indiqué. Vérifiez-le et réessayez.',
      button: 'Revenir au paiement',
    },
    idNumberMismatchWithContact: {
      title: 'Le numéro de pièce d’identité ne correspond pas',
      description:
        'Le numéro figurant sur votre document ne correspond pas à celui que vous avez indiqué. Pour obtenir de l’aide, contactez notre service client : {contactTimes}.',
      button: 'Revenir au paiement',
    },
  },
  cancel: {
    title: 'Interrompre la vérification de votre pièce d’identité ?',
    warning: 'Si vous arrêtez maintenant, votre achat ne sera pas validé. Vous devrez recommencer la numérisation.',
    selfieRegistration: {
      title: 'Arrêter votre selfie ?',
      warning:
        'Si vous arrêtez maintenant, votre achat ne sera pas validé. Vous devrez refaire le selfie et le scan facial.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default fr_idScan
