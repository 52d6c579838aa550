import type { NamespaceIdScanTranslation } from '../../i18n-types.ts'

const es_idScan = {
  kycLater: {
    title: 'Verifica tu documento ahora o más tarde',
    lead: 'Puedes terminar esta compra ahora y subir tu documento de identidad más tarde.',
    within: 'Si eliges más tarde, te lo pediremos en tu segunda compra. Tienes 30 días para subirlo.',
    upload: 'Subir documento',
    later: 'Quizás más tarde',
    failed: 'No hemos podido guardar tu elección. Vuelve a intentarlo.',
  },
  consent: {
    title: 'Siguiente paso: verificación de identidad',
    lead: 'Para verificar tu identidad, comparamos tu cara en un selfi y en un breve escaneo facial con la foto de tu documento. Tu cara es un dato biométrico, así que primero necesitamos tu consentimiento.',
    us: {
      body: 'Al seleccionar «Doy mi consentimiento», aceptas que nosotros y nuestro proveedor externo de verificación de identidad recojamos, usemos y conservemos tus datos biométricos para verificar tu identidad, tal como se describe en nuestra política de escaneo facial y en nuestro aviso de privacidad. Los eliminamos cuando ya no son necesarios y, como máximo, a los 3 años.',
      agree: 'Doy mi consentimiento',
    },
    ca: {
      body: 'Al seleccionar «Iniciar verificación», aceptas que recojamos y usemos tus datos biométricos para verificar tu identidad, tal como se describe en nuestra política de escaneo facial y en nuestro aviso de privacidad. Los eliminamos cuando ya no son necesarios.',
      agree: 'Iniciar verificación',
    },
    mx: {
      body: 'Al seleccionar «Continuar», das tu consentimiento para el tratamiento de tus datos personales y biométricos para verificar tu identidad, tal como se describe en nuestro aviso de privacidad y en nuestra política de escaneo facial.',
      agree: 'Continuar',
    },
    other: {
      body: 'Al seleccionar «Aceptar y continuar», das tu consentimiento para que nosotros y nuestro proveedor externo de verificación de identidad tratemos tus datos biométricos para verificar tu identidad, tal como se describe en nuestra política de escaneo facial y en nuestro aviso de privacidad.',
      agree: 'Aceptar y continuar',
    },
    facialScanPolicy: 'Política de escaneo facial',
    facialScanPolicyUrl: 'https://www.provider.com/facial-scan-policy/',
    privacyNotice: 'Aviso de privacidad',
    providerTerms: 'Condiciones de nuestro proveedor de verificación de identidad',
    providerTermsUrl: 'https://www.provider.com/identity-verification-provider/',
    noBiometrics: '¿No quieres que tratemos tus datos biométricos? Puedes enviar tus datos para una revisión manual.',
    submitDetails: 'Enviar mis datos',
    submitDetailsUrl: 'https://www.provider.com/phone-reset/',
  },
  intro: {
    title: 'Escanea tu documento de identidad',
    lead: 'Necesitamos una foto de tu documento y una tuya para confirmar que eres tú.',
    time: 'Tardarás menos de 4 minutos.',
    stepsLabel: 'Qué vas a hacer',
    stepDocument: 'Hacer una foto de tu documento',
    stepSelfie: 'Hacerte un selfi',
    stepFace: 'Girar la cabeza despacio para un breve escaneo facial',
    documentsLegend: '¿Qué documento vas a usar?',
    documentsHint: 'Debe estar en vigor y sin caducar, con la fecha de caducidad bien visible.',
    curp: 'Solo podemos aceptar un documento que incluya tu CURP, como tu credencial para votar (INE).',
    scam: 'Cuidado con las estafas: continúa solo si eres tú quien está comprando ahora mismo. Nunca te pediremos que escanees tu documento para otra persona, ni por teléfono, ni por correo electrónico, ni por SMS.',
    consentNote:
      'Al seleccionar «Escanear», das tu consentimiento para el tratamiento de tus datos biométricos (tu cara) para verificar tu identidad.',
    scan: 'Escanear',
    startFailed: 'No hemos podido iniciar el escaneo. Vuelve a intentarlo.',
  },
  selfieIntro: {
    title: 'Hazte un selfi',
    lead: 'Necesitamos un selfi y un breve escaneo facial para reconocerte la próxima vez que te verifiques.',
    time: 'Tardarás alrededor de un minuto.',
    consentNote:
      'Al seleccionar «Empezar», das tu consentimiento para el tratamiento de tus datos biométricos (tu cara) para verificar tu identidad.',
    start: 'Empezar',
  },
  documents: {
    identityCard: 'Documento nacional de identidad',
    passport: 'Pasaporte',
    drivingLicence: 'Permiso de conducir',
    residencePermit: 'Permiso de residencia',
    passportCard: 'Tarjeta pasaporte',
    taxId: 'Tarjeta de identificación fiscal',
    immigrationStatusDocument: 'Documento de estatus migratorio',
    asylumRegistrationCard: 'Tarjeta de solicitante de asilo',
    postalIdentityCard: 'Tarjeta de identidad postal',
    socialSecurityCard: 'Tarjeta de la Seguridad Social',
    workPermit: 'Permiso de trabajo',
    certificateOfNaturalisation: 'Carta de naturalización',
    homeOfficeLetter: 'Carta del Ministerio del Interior británico (Home Office)',
    birthCertificate: 'Certificado de nacimiento',
    visa: 'Visado',
    proofOfCitizenship: 'Certificado de nacionalidad',
    nationalHealthInsuranceCard: 'Tarjeta sanitaria',
    serviceIdCard: 'Tarjeta de identidad de servicio',
    indigenousCard: 'Documento de identidad indígena',
    municipalityIdentityCard: 'Tarjeta de identidad municipal',
    privateOperatorsCard: 'Tarjeta de un operador privado',
    vehicleRegistrationCertificate: 'Permiso de circulación',
    professionalQualificationCard: 'Carné profesional',
    formForAffixingTheVisa: 'Impreso para la colocación del visado',
    consularId: 'Tarjeta de identificación consular',
    internationalDrivingLicence: 'Permiso internacional de conducción',
    residenceStatusDocument: 'Documento de estatus de residencia',
    voterId: 'Credencial para votar (INE)',
    other: 'Documento de identidad',
  },
  capture: {
    step: 'Paso {current} de {total}',
    front: {
      title: 'Anverso de tu documento',
      instruction: 'Coloca el anverso de tu documento sobre una superficie oscura y lisa, y encájalo en el marco.',
    },
    back: {
      title: 'Reverso de tu documento',
      instruction: 'Ahora dale la vuelta a tu documento y encaja el reverso en el marco.',
    },
    page: {
      title: 'Página de la foto de tu pasaporte',
      instruction: 'Abre tu pasaporte por la página con tu foto y encaja toda la página en el marco.',
    },
    sheet: {
      title: 'Tu documento',
      instruction: 'Coloca tu documento sobre una superficie oscura y lisa, y encaja toda la página en el marco.',
    },
    selfie: {
      title: 'Hazte un selfi',
      instruction:
        'Mira directamente a la cámara y mantén la cara dentro del óvalo. Quítate las gafas, el gorro y la mascarilla.',
    },
    cameraLabel: 'Imagen de la cámara',
    starting: 'Iniciando la cámara…',
    take: 'Hacer la foto',
    takeSelfie: 'Hacer el selfi',
    uploadInstead: 'Subir una foto en su lugar',
    useCamera: 'Usar la cámara en su lugar',
    guidance: {
      waiting: 'Apunta la cámara a tu documento.',
      dark: 'Hay muy poca luz. Busca un sitio más iluminado.',
      blur: 'No te muevas: la imagen está borrosa.',
      glare: 'Inclina un poco el documento para evitar reflejos.',
      far: 'Acércate para que tu documento llene el marco.',
      good: 'Se ve bien. Haz la foto.',
      faceDark: 'Hay muy poca luz. Ponte frente a una ventana o una lámpara.',
      faceBlur: 'No te muevas: la imagen está borrosa.',
      faceGlare: 'Hay demasiada luz en tu cara. Aléjate de la lámpara.',
      faceGood: 'Se ve bien. Hazte el selfi.',
    },
  },
  review: {
    title: 'Revisa tu foto',
    label: 'Tu foto',
    good: 'Asegúrate de que todo el texto se lee con nitidez y de que no falta nada.',
    goodFace: 'Asegúrate de que se te ve toda la cara con nitidez.',
    issues: {
      dark: 'Tu foto está demasiado oscura. Repítela con más luz.',
      blur: 'Tu foto está borrosa. Repítela sin moverte.',
      glare: 'Hay reflejos en tu foto. Inclina un poco el documento y repítela.',
      far: 'Tu documento se ve demasiado pequeño. Acércate para que llene el marco.',
      faceGlare: 'Hay demasiada luz en tu cara. Aléjate de la lámpara y repite la foto.',
    },
    use: 'Usar esta foto',
    useAnyway: 'Usarla de todos modos',
    retake: 'Repetir',
    chooseAnother: 'Elegir otra foto',
  },
  faceScan: {
    title: 'Escaneo facial',
    lead: 'Mantén la cara dentro del óvalo y sigue las instrucciones.',
    straight: 'Mira directamente a la cámara.',
    left: 'Gira la cabeza despacio hacia la izquierda.',
    right: 'Ahora gira la cabeza despacio hacia la derecha.',
    further: 'Un poco más…',
    done: 'Listo, gracias.',
    progress: 'Escaneo facial, parte {current} de {total}',
  },
  upload: {
    lead: 'Sube una foto nítida y bien iluminada.',
    choose: 'Elegir una foto',
    take: 'Hacer una foto',
    reading: 'Comprobando tu foto…',
    notImage: 'No hemos podido abrir este archivo. Elige una foto (JPEG o PNG).',
    tooLarge: 'Este archivo es demasiado grande. Elige una foto de menos de 25 MB.',
    tooSmall: 'Esta foto es demasiado pequeña para leerla. Elige una más grande.',
    noFaceScan: 'Sin cámara no podemos hacer el escaneo facial. En su lugar, comprobaremos tu selfi.',
  },
  camera: {
    tryAgain: 'Volver a probar la cámara',
    uploadInstead: 'Subir fotos en su lugar',
    denied: {
      title: 'El acceso a la cámara está bloqueado',
      description:
        'Para hacer las fotos aquí, permite que esta página use tu cámara: selecciona el icono de la cámara o del candado junto a la dirección, permite la cámara y vuelve a intentarlo. También puedes subir fotos en su lugar.',
    },
    frame: {
      title: 'No se puede usar la cámara en esta página',
      description:
        'La página de la tienda no nos permite usar tu cámara. Puedes subir fotos de tu documento y tuyas en su lugar.',
    },
    none: {
      title: 'No se ha encontrado ninguna cámara',
      description: 'No hemos encontrado ninguna cámara en este dispositivo. Puedes subir fotos en su lugar.',
    },
    busy: {
      title: 'Tu cámara está en uso',
      description:
        'Otra aplicación o pestaña está usando tu cámara. Ciérrala y vuelve a intentarlo, o sube fotos en su lugar.',
    },
    insecure: {
      title: 'La cámara no está disponible en esta conexión',
      description: 'Tu navegador solo permite usar la cámara en páginas seguras. Puedes subir fotos en su lugar.',
    },
    unsupported: {
      title: 'Este navegador no puede usar la cámara aquí',
      description:
        'Este navegador o aplicación no deja que las páginas web usen la cámara. Puedes subir fotos en su lugar o abrir el pago en tu navegador habitual.',
    },
    failed: {
      title: 'La cámara no se ha iniciado',
      description: 'Algo ha fallado al iniciar tu cámara. Vuelve a intentarlo o sube fotos en su lugar.',
    },
  },
  sending: {
    title: 'Enviando tus fotos',
    lead: 'Con una conexión lenta, puede tardar un poco.',
    parts: {
      documentFront: 'Anverso de tu documento',
      documentBack: 'Reverso de tu documento',
      selfie: 'Tu selfi',
      faceLeft: 'Escaneo facial, izquierda',
      faceRight: 'Escaneo facial, derecha',
    },
    sent: 'Enviada',
    waiting: 'En espera',
    failed: 'Sin enviar',
    offline:
      'No hemos podido enviar todas tus fotos. Comprueba tu conexión a internet y vuelve a enviarlas. No hace falta que las repitas.',
    sendAgain: 'Volver a enviar',
    rejected: 'No hemos podido usar una de tus fotos. Repítela, por favor.',
    submitFailed: 'No hemos podido entregar tus fotos para su comprobación. Vuelve a intentarlo.',
    retake: 'Repetirla',
  },
  verifying: {
    title: 'Verificando tu documento',
    selfieTitle: 'Comprobando tu selfi',
    estimate: 'Tarda menos de 2 minutos.',
  },
  retry: {
    title: 'No hemos podido aceptar tu documento',
    reasons: {
      expired: 'Tu documento ha caducado. Usa uno en vigor.',
      glare: 'Había reflejos en tu documento y no hemos podido leerlo.',
      blur: 'Tu foto estaba borrosa y no hemos podido leer tu documento.',
      wrongType: 'No podemos aceptar este tipo de documento. Usa uno de los documentos de la lista.',
      curpMissing: 'Este documento no incluye tu CURP. Usa uno que sí la incluya, como tu credencial para votar (INE).',
      unreadable: 'No hemos podido leer tu documento.',
      face: 'No hemos podido comparar tu cara con la foto de tu documento.',
    },
    tips: 'Coloca tu documento sobre una superficie oscura y lisa, con buena luz. Asegúrate de que todo el documento está dentro del marco, nítido y sin reflejos.',
    scanAgain: 'Volver a escanear',
    otherDocument: 'Usar otro documento',
    selfieTitle: 'No hemos podido usar tu selfi',
    selfieTips: 'Ponte de cara a la luz, mantén la cara dentro del óvalo y no te muevas.',
    selfieAgain: 'Repetirlo',
  },
  failure: {
    userMismatch: {
      title: 'El documento no coincide con tus datos',
      description:
        'El nombre de tu documento de identidad no coincide con el que indicaste al pagar. Usa tu propio documento.',
      button: 'Volver al pago',
    },
    userMismatchWithContact: {
      title: 'El documento no coincide con tus datos',
      description:
        'El nombre de tu documento de identidad no coincide con el que indicaste al pagar. Si necesitas ayuda, contacta con nuestro servicio de atención al cliente {contactTimes}.',
      button: 'Volver al pago',
    },
    idNumberMissing: {
      title: 'No hemos podido leer el número del documento',
      description: 'Escanea un documento en el que se vea bien tu número de identificación.',
      button: 'Volver al pago',
    },
    idNumberMissingWithContact: {
      title: 'No hemos podido leer el número del documento',
      description:
        'Escanea un documento en el que se vea bien tu número de identificación. Si necesitas ayuda, contacta con nuestro servicio de atención al cliente {contactTimes}.',
      button: 'Volver al pago',
    },
    idNumberMismatch: {
      title: 'El número del documento no coincide',
      description: 'El número de tu documento no coincide con el que indicaste. Revísalo y vuelve a intentarlo.',
      button: 'Volver al pago',
    },
    idNumberMismatchWithContact: {
      title: 'El número del documento no coincide',
      description:
        'El número de tu documento no coincide con el que indicaste. Si necesitas ayuda, contacta con nuestro servicio de atención al cliente {contactTimes}.',
      button: 'Volver al pago',
    },
  },
  cancel: {
    title: '¿Quieres dejar de verificar tu documento de identidad?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará. Tendrás que volver a empezar el escaneo.',
    selfieRegistration: {
      title: '¿Quieres dejar el selfi?',
      warning:
        'Si lo dejas ahora, tu compra no se aprobará. Tendrás que volver a hacerte el selfi y el escaneo facial.',
    },
  },
} satisfies NamespaceIdScanTranslation

export default es_idScan
