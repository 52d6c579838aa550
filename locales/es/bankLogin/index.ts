import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const es_bankLogin = {
  start: {
    title: 'Inicia sesión en tu banco',
    lead: 'Inicia sesión en tu banco para ayudarnos a verificar tu identidad.',
    noSave: 'No guardamos tus datos de acceso.',
    encrypted: 'Tranquilo: tus datos están cifrados y protegidos.',
    suggested: 'Vas a iniciar sesión en {bankName}.',
    consent:
      'Al continuar, nos permites acceder a la información de tu cuenta en tu banco durante un máximo de 90 días para verificar tu identidad.',
    consentMore:
      'Leemos tu nombre, tu dirección, tu fecha de nacimiento y los datos de tu cuenta, y los comparamos con los que nos has dado. No movemos dinero ni compartimos tus datos de acceso con nadie.',
    consentUk: 'Solo leemos los movimientos de los últimos 90 días como máximo.',
    why: '¿Por qué te lo pedimos?',
  },
  why: {
    title: '¿Por qué te pedimos que inicies sesión en tu banco?',
    body: 'Tu banco ya sabe quién eres. Iniciar sesión en él es una forma rápida y segura de confirmar tu identidad, sin enviar documentos ni fotos.',
    safety:
      'Inicias sesión mediante una conexión segura y cifrada. Nunca vemos ni guardamos tu contraseña o tu PIN, y no podemos hacer pagos desde tu cuenta.',
  },
  selection: {
    title: 'Busca tu banco',
    country: 'País',
    search: 'Nombre del banco, IBAN o BIC',
    searchHint: 'Por ejemplo, CaixaBank, CAIXESBBXXX o tu IBAN.',
    minChars: 'Escribe al menos tres caracteres',
    searching: 'Buscando…',
    results: '{count|int} {{banco encontrado|bancos encontrados}}. Elige uno con las teclas de flecha.',
    noResults: 'No hemos encontrado ningún banco. Revisa cómo lo has escrito o prueba con el BIC o tu IBAN.',
    ibanTyping: 'Un IBAN de este país tiene {expected|int} caracteres. Has escrito {length|int}.',
    ibanLength: 'Un IBAN de este país tiene {expected|int} caracteres. Revísalo.',
    ibanChecksum: 'Este IBAN no es válido. Revisa que no tenga errores.',
    ibanCountry: 'No podemos conectarnos con bancos del país de este IBAN.',
    countryChanged: 'Bancos del país: {country}.',
    searchFailed: 'Ahora mismo no hemos podido buscar bancos. Inténtalo de nuevo.',
    tryAgain: 'Buscar de nuevo',
    notListed: 'Mi banco no aparece',
    connecting: 'Conectando con {bankName}…',
    selectFailed: 'No hemos podido conectar con {bankName}. Inténtalo de nuevo o elige otro banco.',
    startFailed: 'No hemos podido iniciar el acceso al banco. Inténtalo de nuevo.',
  },
  countries: {
    DE: 'Alemania',
    AT: 'Austria',
    BE: 'Bélgica',
    IT: 'Italia',
    NL: 'Países Bajos',
    PL: 'Polonia',
    ES: 'España',
    SE: 'Suecia',
    CH: 'Suiza',
    GB: 'Reino Unido',
  },
  creds: {
    title: 'Inicia sesión en {selectedBank}',
    lead: 'Usa los datos con los que accedes a la banca online de {selectedBank}.',
    fields: {
      userId: 'Usuario',
      username: 'Nombre de usuario',
      customerNumber: 'Número de cliente',
      contractNumber: 'Número de contrato',
      pin: 'Código PIN',
      password: 'Contraseña',
    },
    required: 'Rellena este campo.',
    submit: 'Iniciar sesión',
    wrong: 'Estos datos de acceso no son correctos. Revísalos e inténtalo de nuevo.',
    attemptsLeft: 'Te {{queda|quedan}} {count|int} {{intento|intentos}}.',
    blocked: 'Tu banco ha bloqueado el acceso tras demasiados intentos. Elige otro banco u otro método.',
    failed: 'No hemos podido iniciar tu sesión. Inténtalo de nuevo.',
    dismissed: 'El acceso no se aprobó en la app de tu banco. Vuelve a iniciar sesión.',
  },
  code: {
    title: 'Introduce el código de tu banco',
    lead: '{selectedBank} te ha enviado un código de un solo uso por SMS o en su app.',
    label: 'Código de tu banco',
    verifying: 'Comprobando el código…',
    wrong: 'El código no es correcto. Inténtalo de nuevo.',
    failed: 'No hemos podido comprobar el código. Inténtalo de nuevo.',
  },
  app: {
    title: 'Aprueba en la app de tu banco',
    lead: 'Abre la app de {selectedBank} en tu móvil y aprueba allí el acceso.',
    waiting: 'Esperando tu aprobación…',
    estimate: 'Suele tardar menos de un minuto.',
  },
  verify: {
    title: 'Estamos verificando tu identidad',
    lead: 'Estamos comprobando tus datos con {selectedBank}.',
    estimate: 'Suele tardar solo unos segundos.',
    readingAccount: 'Leyendo los datos de tu cuenta…',
  },
  report: {
    title: 'Cuéntanos cuál es tu banco',
    lead: 'Añadimos bancos nuevos constantemente. Dinos qué banco usas y estudiaremos cómo añadirlo.',
    label: 'Nombre de tu banco',
    required: 'Escribe el nombre de tu banco.',
    send: 'Enviar',
    failed: 'No se ha podido notificar el banco no disponible. Inténtalo de nuevo.',
  },
  reported: {
    title: '¡Gracias!',
    body: 'Hemos anotado que te gustaría usar {bankName}. Por ahora, elige otro banco u otra forma de verificar tu identidad.',
  },
  otherBank: 'Elegir otro banco',
  yourBank: 'tu banco',
  failure: {
    userMismatch: {
      title: 'El titular de la cuenta no coincide',
      description:
        'La cuenta bancaria en la que has iniciado sesión es de otra persona. Inicia sesión en tu propia cuenta bancaria.',
      button: 'Volver a las opciones',
    },
    insufficientInfo: {
      title: 'Tu banco no ha compartido suficiente información',
      description:
        'No hemos podido verificar tu identidad con los datos que ha compartido tu banco. Prueba con otro banco u otro método de pago.',
      button: 'Volver a las opciones',
    },
    incompleteVerification: {
      title: 'El acceso al banco no se completó',
      description:
        'No hemos recibido de tu banco todo lo que necesitamos. Vuelve al pago para empezar de nuevo o elige otro método de pago.',
      button: 'Volver al pago',
    },
    technicalIssue: {
      title: 'No hemos podido conectar con tu banco',
      description: 'Algo ha fallado al conectar con {bankName}. Inténtalo más tarde o elige otro método de pago.',
      button: 'Volver al pago',
    },
    sessionTimeout: {
      title: 'Vaya, se ha acabado el tiempo',
      description:
        'El acceso al banco ha tardado demasiado. Vuelve al pago para intentarlo de nuevo o elige otro método.',
      button: 'Volver al pago',
    },
  },
  cancel: {
    title: '¿Quieres dejar de iniciar sesión en tu banco?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceBankLoginTranslation

export default es_bankLogin
