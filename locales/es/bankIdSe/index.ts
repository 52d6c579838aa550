import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const es_bankIdSe = {
  title: 'Identifícate con Mobile BankID',
  intro:
    'Usa Mobile BankID para confirmar que eres tú. Ábrelo en este dispositivo o escanea un código QR con BankID en otro dispositivo.',
  thisDevice: 'Abrir BankID en este dispositivo',
  otherDevice: 'Usar BankID en otro dispositivo',
  noBankId: '¿No tienes Mobile BankID?',
  openTitle: 'Abre BankID',
  openApp: 'Abrir la aplicación BankID',
  qrTitle: 'Escanea el código QR',
  qrInstructions: 'Abre la aplicación BankID en tu otro dispositivo, toca el icono de código QR y escanea este código.',
  qrLabel: 'Código QR de BankID. Escanéalo con la aplicación BankID en tu otro dispositivo.',
  continueTitle: 'Continúa en la aplicación BankID',
  finishTitle: 'Completa la identificación',
  failedTitle: 'No se ha podido completar la identificación',
  tryAgain: 'Reintentar',
  startFailed: 'No hemos podido iniciar BankID. Vuelve a intentarlo.',
  hints: {
    rfa1: 'Inicia la aplicación BankID.',
    rfa3: 'Acción cancelada. Vuelve a intentarlo.',
    rfa6: 'Acción cancelada.',
    rfa8: 'La aplicación BankID no responde. Comprueba que esté abierta y que tengas conexión a internet. Si no tienes un BankID válido, puedes obtenerlo en tu banco. Vuelve a intentarlo.',
    rfa9: 'Introduce tu código de seguridad en la aplicación BankID y selecciona «Identificarse».',
    rfa13: 'Intentando iniciar la aplicación BankID.',
    rfa15:
      'Buscando BankID, puede tardar un poco… Si han pasado unos segundos y aún no se ha encontrado ningún BankID, probablemente no tengas en este dispositivo un BankID que sirva para esta identificación. Si no tienes BankID, puedes obtenerlo en tu banco.',
    rfa16:
      'El BankID que intentas usar está bloqueado o es demasiado antiguo. Usa otro BankID u obtén uno nuevo en tu banco.',
    rfa17:
      'No se ha encontrado la aplicación BankID en tu ordenador o dispositivo móvil. Instálala y obtén un BankID en tu banco. Instala la aplicación desde tu tienda de aplicaciones o desde https://install.bankid.com.',
    rfa21: 'Identificación en curso.',
    rfa22: 'Error desconocido. Vuelve a intentarlo.',
  },
  failure: {
    unattainable: {
      title: 'No hemos podido conectar con BankID',
      description: 'BankID no responde en este momento. Completa la compra con otro método.',
      button: 'Volver a las opciones',
    },
    tooManyAttempts: {
      title: 'Demasiados intentos',
      description: 'Has intentado usar BankID demasiadas veces. Completa la compra con otro método.',
      button: 'Volver a las opciones',
    },
    sessionTimeout: {
      title: 'Vaya, se ha agotado el tiempo',
      description: 'La identificación con BankID ha tardado demasiado. Vuelve a intentarlo o elige otro método.',
      button: 'Volver a las opciones',
    },
    userInteraction: {
      title: 'Se ha cancelado la identificación',
      description: 'Identifícate con Mobile BankID o elige otro método.',
      button: 'Volver a las opciones',
    },
    userNotTrusted: {
      title: 'No hemos podido verificar tu identidad con BankID',
      description: 'Identifícate con Mobile BankID o elige otro método.',
      button: 'Volver a las opciones',
    },
    bankIdIssue: {
      title: 'BankID no funciona en este momento',
      description: 'Ahora mismo hay un problema con BankID. Vuelve a intentarlo más tarde o elige otro método.',
      button: 'Volver a las opciones',
    },
  },
  cancel: {
    title: '¿Quieres dejar de identificarte con BankID?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceBankIdSeTranslation

export default es_bankIdSe
