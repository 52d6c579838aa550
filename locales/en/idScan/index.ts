import type { BaseTranslation } from '../../i18n-types.ts'

/** ID document scan with selfie and facial scan (id_scan), and the selfie alone (selfie_registration). */
const en_idScan = {
  kycLater: {
    title: 'Verify your ID now or later',
    lead: 'You can finish this purchase now and upload your ID later.',
    within: 'If you choose later, we’ll ask for your ID on your second purchase. You have 30 days to upload it.',
    upload: 'Upload ID',
    later: 'Maybe later',
    failed: 'We couldn’t save your choice. Please try again.',
  },
  consent: {
    title: 'Next Step - Identity Verification',
    lead: 'To verify your identity, we compare your face in a selfie and a short facial scan with the photo on your ID. Your face is biometric data, so we need your consent first.',
    /** Spec §2.3: the agree button and the consent sentence differ by market. */
    us: {
      body: 'By selecting I consent, you agree that we and our third-party identity verification provider may collect, use and store your biometric data to verify your identity, as described in our facial scan policy and privacy notice. We delete it once it’s no longer needed, and within 3 years at the latest.',
      agree: 'I consent',
    },
    ca: {
      body: 'By selecting Start Verification, you agree that we may collect and use your biometric data to verify your identity, as described in our facial scan policy and privacy notice. We delete it once it’s no longer needed.',
      agree: 'Start Verification',
    },
    mx: {
      body: 'By selecting Continue, you consent to the processing of your personal and biometric data to verify your identity, as described in our privacy notice and facial scan policy.',
      agree: 'Continue',
    },
    other: {
      body: 'By selecting Agree and continue, you consent to the processing of your biometric data to verify your identity, by us and our third-party identity verification provider, as described in our facial scan policy and privacy notice.',
      agree: 'Agree and continue',
    },
    facialScanPolicy: 'Facial scan policy',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Privacy notice',
    providerTerms: 'Terms of our identity verification provider',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics:
      'Don’t want us to process your biometric data? You can submit your details for a manual check instead.',
    submitDetails: 'Submit details',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Scan your ID',
    lead: 'We need a photo of your ID and of you to confirm it’s really you.',
    time: 'It takes under 4 minutes.',
    stepsLabel: 'What you’ll do',
    stepDocument: 'Take a photo of your ID',
    stepSelfie: 'Take a selfie',
    stepFace: 'Turn your head slowly for a short facial scan',
    documentsLegend: 'Which ID will you use?',
    documentsHint: 'It must be valid and not expired, with the expiry date clearly visible.',
    curp: 'We can only accept a document that includes your CURP, such as your voter ID (INE).',
    scam: 'Be aware of scams: only continue if you are buying something yourself, right now. We never ask you to scan your ID for someone else, by phone, by e-mail or by text message.',
    consentNote:
      'By selecting Scan, you consent to the processing of your biometric data (your face) to verify your identity.',
    scan: 'Scan',
    startFailed: 'We couldn’t start the scan. Please try again.',
  },
  selfieIntro: {
    title: 'Take a selfie',
    lead: 'We need a selfie and a short facial scan so we can recognise you the next time you verify yourself.',
    time: 'It takes about a minute.',
    consentNote:
      'By selecting Start, you consent to the processing of your biometric data (your face) to verify your identity.',
    start: 'Start',
  },
  /** Spec §3's document types, as each country usually names them; `other`: one the session names that the widget does not know. */
  documents: {
    identityCard: 'National identity card',
    passport: 'Passport',
    drivingLicence: 'Driving licence',
    residencePermit: 'Residence permit',
    passportCard: 'Passport card',
    taxId: 'Tax ID card',
    immigrationStatusDocument: 'Immigration status document',
    asylumRegistrationCard: 'Asylum registration card',
    postalIdentityCard: 'Postal identity card',
    socialSecurityCard: 'Social security card',
    workPermit: 'Work permit',
    certificateOfNaturalisation: 'Certificate of naturalisation',
    homeOfficeLetter: 'Home Office letter',
    birthCertificate: 'Birth certificate',
    visa: 'Visa',
    proofOfCitizenship: 'Proof of citizenship',
    nationalHealthInsuranceCard: 'National health insurance card',
    serviceIdCard: 'Service ID card',
    indigenousCard: 'Indigenous identity card',
    municipalityIdentityCard: 'Municipal identity card',
    privateOperatorsCard: 'Private operator ID card',
    vehicleRegistrationCertificate: 'Vehicle registration certificate',
    professionalQualificationCard: 'Professional qualification card',
    formForAffixingTheVisa: 'Form for affixing the visa',
    consularId: 'Consular ID card',
    internationalDrivingLicence: 'International driving licence',
    residenceStatusDocument: 'Residence status document',
    voterId: 'Voter ID (INE)',
    other: 'ID document',
  },
  capture: {
    step: 'Step {current:number} of {total:number}',
    front: {
      title: 'Front of your ID',
      instruction: 'Place the front of your ID on a dark, plain surface and fit it inside the frame.',
    },
    back: {
      title: 'Back of your ID',
      instruction: 'Now turn your ID over and fit the back inside the frame.',
    },
    page: {
      title: 'Your passport photo page',
      instruction: 'Open your passport at the page with your photo and fit the whole page inside the frame.',
    },
    sheet: {
      title: 'Your document',
      instruction: 'Place your document on a dark, plain surface and fit the whole page inside the frame.',
    },
    selfie: {
      title: 'Take a selfie',
      instruction: 'Look straight at the camera and keep your face inside the oval. Take off glasses, hats and masks.',
    },
    cameraLabel: 'Camera view',
    starting: 'Starting the camera…',
    take: 'Take photo',
    takeSelfie: 'Take selfie',
    uploadInstead: 'Upload a photo instead',
    useCamera: 'Use the camera instead',
    guidance: {
      waiting: 'Point the camera at your ID.',
      dark: 'It’s too dark. Find more light.',
      blur: 'Hold still: the picture is blurred.',
      glare: 'Tilt your ID a little to avoid glare.',
      far: 'Move closer so your ID fills the frame.',
      good: 'Looks good. Take the photo.',
      faceDark: 'It’s too dark. Face a window or a lamp.',
      faceBlur: 'Hold still: the picture is blurred.',
      faceGlare: 'Too much light on your face. Move away from the lamp.',
      faceGood: 'Looks good. Take your selfie.',
    },
  },
  review: {
    title: 'Check your photo',
    label: 'Your photo',
    good: 'Make sure all the text is sharp and readable, with nothing cut off.',
    goodFace: 'Make sure your whole face is visible and sharp.',
    issues: {
      dark: 'Your photo looks too dark. Retake it in better light.',
      blur: 'Your photo looks blurred. Retake it and hold still.',
      glare: 'There’s glare on your photo. Tilt your ID a little and retake it.',
      far: 'Your ID looks too small. Move closer so it fills the frame.',
      faceGlare: 'There’s too much light on your face. Move away from the lamp and retake it.',
    },
    use: 'Use this photo',
    useAnyway: 'Use it anyway',
    retake: 'Retake',
    chooseAnother: 'Choose another photo',
  },
  faceScan: {
    title: 'Facial scan',
    lead: 'Keep your face inside the oval and follow the instructions.',
    straight: 'Look straight at the camera.',
    left: 'Turn your head slowly to the left.',
    right: 'Now turn your head slowly to the right.',
    further: 'A little further…',
    done: 'Done, thank you.',
    progress: 'Facial scan, part {current:number} of {total:number}',
  },
  upload: {
    lead: 'Upload a sharp, well-lit photo.',
    choose: 'Choose a photo',
    take: 'Take a photo',
    reading: 'Checking your photo…',
    notImage: 'We couldn’t open this file. Please choose a photo (JPEG or PNG).',
    tooLarge: 'This file is too large. Please choose a photo under 25 MB.',
    tooSmall: 'This photo is too small to read. Please choose a larger one.',
    noFaceScan: 'Without a camera we can’t do the facial scan. We’ll check your selfie instead.',
  },
  camera: {
    tryAgain: 'Try the camera again',
    uploadInstead: 'Upload photos instead',
    denied: {
      title: 'Camera access is blocked',
      description:
        'To take the photos here, allow this page to use your camera: select the camera or lock icon next to the address, allow the camera, then try again. You can also upload photos instead.',
    },
    frame: {
      title: 'The camera can’t be used on this page',
      description:
        'The shop’s page doesn’t let us use your camera. You can upload photos of your ID and of yourself instead.',
    },
    none: {
      title: 'No camera found',
      description: 'We couldn’t find a camera on this device. You can upload photos instead.',
    },
    busy: {
      title: 'Your camera is in use',
      description: 'Another app or tab is using your camera. Close it and try again, or upload photos instead.',
    },
    insecure: {
      title: 'The camera isn’t available on this connection',
      description: 'Your browser only allows the camera on secure pages. You can upload photos instead.',
    },
    unsupported: {
      title: 'This browser can’t use the camera here',
      description:
        'This browser or app doesn’t let web pages use the camera. You can upload photos instead, or open the checkout in your usual browser.',
    },
    failed: {
      title: 'The camera didn’t start',
      description: 'Something went wrong while starting your camera. Try again, or upload photos instead.',
    },
  },
  sending: {
    title: 'Sending your photos',
    lead: 'This may take a moment on a slow connection.',
    parts: {
      documentFront: 'Front of your ID',
      documentBack: 'Back of your ID',
      selfie: 'Selfie',
      faceLeft: 'Facial scan, left',
      faceRight: 'Facial scan, right',
    },
    sent: 'Sent',
    waiting: 'Waiting',
    failed: 'Not sent',
    offline:
      'We couldn’t send all your photos. Check your internet connection, then send them again. You don’t need to take them again.',
    sendAgain: 'Send again',
    rejected: 'We couldn’t use one of your photos. Please take it again.',
    submitFailed: 'We couldn’t hand in your photos for checking. Please try again.',
    retake: 'Take it again',
  },
  verifying: {
    title: 'Verifying your ID',
    selfieTitle: 'Checking your selfie',
    estimate: 'This takes less than 2 minutes.',
  },
  retry: {
    title: 'We couldn’t accept your ID',
    reasons: {
      expired: 'Your ID has expired. Please use a valid one.',
      glare: 'There was glare on your ID, so we couldn’t read it.',
      blur: 'Your photo was blurred, so we couldn’t read your ID.',
      wrongType: 'We can’t accept this type of document. Please use one of the documents listed.',
      curpMissing: 'This document doesn’t include your CURP. Please use one that does, such as your voter ID (INE).',
      unreadable: 'We couldn’t read your ID.',
      face: 'We couldn’t match your face with the photo on your ID.',
    },
    tips: 'Place your ID on a dark, plain surface in good light. Make sure the whole ID is in the frame, sharp and without glare.',
    scanAgain: 'Scan again',
    otherDocument: 'Use another ID',
    selfieTitle: 'We couldn’t use your selfie',
    selfieTips: 'Face the light, keep your face inside the oval and hold still.',
    selfieAgain: 'Take it again',
  },
  failure: {
    userMismatch: {
      title: 'The ID doesn’t match your details',
      description: 'The name on your ID doesn’t match the name you gave at checkout. Please use your own ID.',
      button: 'Go back to checkout',
    },
    userMismatchWithContact: {
      title: 'The ID doesn’t match your details',
      description:
        'The name on your ID doesn’t match the name you gave at checkout. For help, contact our customer service: {contactTimes:string}.',
      button: 'Go back to checkout',
    },
    idNumberMissing: {
      title: 'We couldn’t read the ID number',
      description: 'Please scan a document that shows your ID number clearly.',
      button: 'Go back to checkout',
    },
    idNumberMissingWithContact: {
      title: 'We couldn’t read the ID number',
      description:
        'Please scan a document that shows your ID number clearly. For help, contact our customer service: {contactTimes:string}.',
      button: 'Go back to checkout',
    },
    idNumberMismatch: {
      title: 'The ID number doesn’t match',
      description: 'The ID number on your document doesn’t match the one you gave. Please check it and try again.',
      button: 'Go back to checkout',
    },
    idNumberMismatchWithContact: {
      title: 'The ID number doesn’t match',
      description:
        'The ID number on your document doesn’t match the one you gave. For help, contact our customer service: {contactTimes:string}.',
      button: 'Go back to checkout',
    },
  },
  cancel: {
    title: 'Stop verifying your ID?',
    warning: 'If you stop now, your purchase won’t be approved. You’ll have to start the scan again.',
    /** Selfie registration shares this namespace; it has no ID to verify and its own words. */
    selfieRegistration: {
      title: 'Stop taking your selfie?',
      warning:
        'If you stop now, your purchase won’t be approved. You’ll have to take the selfie and the facial scan again.',
    },
  },
} satisfies BaseTranslation

export default en_idScan
