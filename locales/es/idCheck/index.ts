import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const es_idCheck = {
  document: {
    title: 'Verifica tu documento de identidad',
    lead: 'Antes de tu compra tenemos que verificar uno de tus documentos de identidad. Suele tardar menos de 2 minutos y solo hay que hacerlo una vez.',
    secondTitle: 'Añade otro documento',
    secondLead:
      'Para terminar, necesitamos otro documento de identidad, de un tipo distinto al que acabas de verificar.',
    typeLegend: '¿Qué documento quieres usar?',
    types: {
      driverLicence: 'Permiso de conducir',
      passport: 'Pasaporte',
      medicare: 'Tarjeta Medicare',
    },
    submit: 'Verificar documento',
    rejected:
      'No hemos podido verificar este documento. Comprueba que cada dato esté exactamente como aparece en él, o elige otro documento.',
    attemptsLeft: 'Tienes {count|int} {{intento|intentos}} más.',
    sendFailed: 'No hemos podido enviar tus datos. Vuelve a intentarlo.',
  },
  fields: {
    state: {
      label: 'Estado o territorio de expedición',
      choose: 'Elige un estado o territorio',
      required: 'Elige el estado o territorio que expidió tu permiso',
    },
    licenceNumber: {
      label: 'Número de permiso',
      hint: 'Tal como aparece en tu permiso',
      hintFormat: 'Tal como aparece en tu permiso: {format}',
      required: 'Introduce el número de tu permiso',
      format: 'Los números de permiso de {state} tienen {format}',
    },
    cardNumber: {
      label: 'Número de tarjeta',
      hint: 'Cambia con cada nueva tarjeta del permiso',
      hintFront: 'En el anverso de tu tarjeta del permiso: {format}',
      hintBack: 'En el reverso de tu tarjeta del permiso: {format}',
      hintEither: 'En el anverso o el reverso de tu tarjeta del permiso: {format}',
      required: 'Introduce el número de tarjeta de tu permiso',
      format: 'Los números de tarjeta de los permisos de {state} tienen {format}',
    },
    nzLicenceNumber: {
      hint: 'Dos letras y seis números (5a en tu permiso), por ejemplo AB123456',
      format: 'Introduce dos letras y seis números, por ejemplo AB123456',
    },
    version: {
      label: 'Número de versión',
      hint: 'Tres números (5b en tu permiso). Cambia con cada nuevo permiso',
      required: 'Introduce el número de versión de tu permiso',
      format: 'Introduce los tres números de la versión, por ejemplo 123',
    },
    country: {
      label: 'País de expedición',
      required: 'Elige el país que expidió tu pasaporte',
    },
    passportNumber: {
      label: 'Número de pasaporte',
      hint: 'Tal como aparece en tu pasaporte',
      hintExample: 'Tal como aparece en tu pasaporte, por ejemplo {example}',
      required: 'Introduce el número de tu pasaporte',
      format: 'Introduce el número de pasaporte tal como está impreso, por ejemplo {example}',
      formatOther: 'Introduce el número de pasaporte tal como está impreso: de 5 a 9 letras o números',
    },
    medicareNumber: {
      label: 'Número de la tarjeta Medicare',
      hint: 'Los 10 dígitos de tu tarjeta, por ejemplo 2123\u00a045670\u00a01',
      required: 'Introduce el número de tu tarjeta Medicare',
      digits: 'Usa solo números',
      tenDigits: 'El número de una tarjeta Medicare tiene 10 dígitos',
      invalid: 'Este número de tarjeta Medicare no es válido. Comprueba los 10 dígitos de tu tarjeta',
    },
    referenceNumber: {
      label: 'Número de referencia individual',
      hint: 'El número junto a tu nombre en la tarjeta, del 1 al 9',
      required: 'Introduce tu número de referencia individual',
      format: 'Introduce el número que aparece junto a tu nombre, del 1 al 9',
    },
    colour: {
      label: 'Color de la tarjeta',
      green: 'Verde',
      blue: 'Azul',
      yellow: 'Amarilla',
      required: 'Elige el color de tu tarjeta',
    },
    validTo: {
      label: 'Válida hasta',
      hint: 'Tal como aparece en tu tarjeta',
      hintGreen: 'Tal como aparece en tu tarjeta: MM/AAAA, por ejemplo 03/2029',
      hintOther: 'Tal como aparece en tu tarjeta: DD/MM/AA, por ejemplo 31/05/27',
      required: 'Introduce la fecha hasta la que es válida tu tarjeta',
      formatGreen: 'Introduce la fecha como aparece en una tarjeta verde: MM/AAAA',
      formatOther: 'Introduce la fecha como aparece en tu tarjeta: DD/MM/AA',
      invalidDate: 'Introduce una fecha que exista',
      expired: 'Esta tarjeta ha caducado. Usa una tarjeta vigente o elige otro documento',
      tooFar: 'Comprueba el año: está demasiado lejos en el futuro',
    },
    nameOnCard: {
      label: 'Nombre en la tarjeta',
      hint: 'Exactamente como aparece en tu tarjeta, con las iniciales',
      required: 'Introduce tu nombre tal como aparece en tu tarjeta',
      tooLong:
        'El nombre de una tarjeta Medicare tiene como máximo {max|int} caracteres. Introdúcelo tal como está impreso',
    },
    firstName: {
      label: 'Nombre',
      required: 'Introduce tu nombre',
    },
    middleName: {
      label: 'Segundo nombre (opcional)',
      hint: 'Solo si aparece en tu documento',
    },
    lastName: {
      label: 'Apellido',
      required: 'Introduce tu apellido',
    },
    namesHint: 'Tal como aparece en tu documento',
    characters: 'Usa solo letras, espacios, guiones y apóstrofos',
    tooLong: 'Usa como máximo {max|int} caracteres',
    rejected: 'Comprueba este dato: no coincide con el documento',
  },
  formats: {
    digits: '{count|int} dígitos',
    digitsUpTo: 'hasta {max|int} dígitos',
    digitsRange: 'de {min|int} a {max|int} dígitos',
    characters: '{count|int} letras o números',
    charactersUpTo: 'hasta {max|int} letras o números',
    charactersRange: 'de {min|int} a {max|int} letras o números',
  },
  loading: {
    title: 'Estamos comprobando tu documento',
    estimate: 'Suele tardar unos segundos.',
  },
  verified: {
    title: '¡Gracias!',
    body: 'Tu documento de identidad se ha verificado.',
    next: 'Para terminar, necesitamos otro documento de identidad de un tipo distinto.',
  },
  failure: {
    technicalIssue: {
      title: 'Ahora mismo no podemos comprobar tu documento de identidad',
      description: 'Algo ha fallado por nuestra parte. Vuelve a intentarlo más tarde o elige otro método de pago.',
      button: 'Volver al pago',
      customerService: 'atención al cliente',
    },
    sessionTimeout: {
      title: 'Vaya, se ha agotado el tiempo',
      description:
        'La comprobación del documento ha tardado demasiado. Vuelve a la página de pago e inténtalo de nuevo.',
      button: 'Volver al pago',
    },
    verify: {
      title: 'No hemos podido verificar tu documento de identidad',
      description:
        'Los datos que has introducido no coinciden con los registros de este documento. Vuelve al pago e inténtalo de nuevo, o elige otro método de pago.',
      button: 'Volver al pago',
      customerService: 'atención al cliente',
    },
    invalidAddress: {
      title: 'No hemos podido verificar tu dirección',
      description: 'La dirección que has indicado no coincide con nuestros registros. Revísala y vuelve a intentarlo.',
      button: 'Cambiar dirección',
      customerService: 'atención al cliente',
    },
    userNotFound: {
      title: 'No hemos encontrado tus datos',
      description:
        'No hemos encontrado ningún registro que coincida con tu nombre y dirección. Revisa tu dirección y vuelve a intentarlo.',
      button: 'Cambiar dirección',
      customerService: 'atención al cliente',
    },
  },
  customerServiceUrl: 'https://www.provider.com/{market}/customer-service/',
  cancel: {
    title: '¿Quieres dejar de verificar tu documento de identidad?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceIdCheckTranslation

export default es_idCheck
