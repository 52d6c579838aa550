import type { Translation } from '../i18n-types.ts'

const es = {
  common: {
    close: 'Cerrar',
    goBack: 'Volver',
    continue: 'Continuar',
    tryAgain: 'Reintentar',
    loading: 'Cargando…',
    ok: 'Aceptar',
    gotIt: 'Entendido',
    goBackToCheckout: 'Volver al pago',
    backToSelection: 'Volver a las opciones',
    changeAddress: 'Cambiar dirección',
    agreeAndContinue: 'Aceptar y continuar',
    noThanks: 'No, gracias',
    showMore: 'Ver más',
    showLess: 'Ver menos',
    opensInNewWindow: '(se abre en una ventana nueva)',
    privacyPolicy: 'Política de privacidad',
  },
  dialog: {
    closeLabel: 'Cerrar',
    backLabel: 'Volver',
    logoLabel: 'Verificación de identidad segura',
  },
  cancel: {
    title: 'Estás a punto de salir de la verificación',
    warning: 'Si sales ahora, tu compra no se aprobará.',
    warningMerchant: 'Si sales ahora, tu compra en {merchant} no se completará.',
    warningSignup: 'Si sales ahora, no podremos terminar de crear tu cuenta.',
    warningPhoneReset: 'Si sales ahora, no se cambiará tu número de teléfono.',
    return: 'Seguir con la verificación',
    end: 'Salir de la verificación',
  },
  consent: {
    title: 'Verifica tu identidad',
    body: 'Al pulsar «Continuar», aceptas que podamos comunicar tus datos personales a organismos externos y a entidades de información crediticia para verificar tu identidad, tal como exige la ley.',
    privacyPolicy: 'Consulta nuestra política de privacidad',
    privacyUrl: 'https://www.provider.com/privacy/',
    continue: 'Continuar',
    agree: 'Aceptar y continuar',
    decline: 'No, gracias',
    declineHint: 'Si no aceptas, puedes verificar tu identidad de otra forma.',
  },
  progress: {
    title: 'Espera un momento',
    doNotClose: 'No cierres esta ventana.',
  },
  network: {
    title: 'Se ha perdido la conexión a internet',
    description: 'Comprueba tu conexión a internet y vuelve a intentarlo.',
  },
  waiting: {
    reconnecting: 'Seguiremos intentándolo hasta que vuelvas a tener conexión.',
  },
  method: {
    another: 'Elegir otro método',
  },
  fallback: {
    title: 'Este método de verificación no está disponible',
    description:
      'Ahora mismo no podemos verificar tu identidad de esta forma. Vuelve a la página de pago y elige otro método de pago.',
    button: 'Volver al pago',
  },
  success: {
    title: 'Todo listo',
    lead: 'Puedes continuar con tu compra.',
  },
  closing: {
    title: 'Un momento',
    lead: 'Te estamos llevando de vuelta al pago.',
  },
  failure: {
    generic: {
      title: 'No hemos podido completar la compra',
      description: 'No te preocupes: puedes volver a intentarlo o elegir otro método de pago para completar la compra.',
      button: 'Volver al pago',
    },
    close: {
      title: 'No hemos podido completar la compra',
      description: 'No te preocupes: puedes volver a intentarlo o elegir otro método de pago para completar la compra.',
      button: 'Cerrar',
    },
    sessionTimeout: {
      title: 'Vaya, se ha agotado el tiempo',
      description: 'Tu sesión ha caducado por motivos de seguridad. Vuelve a la página de pago e inténtalo de nuevo.',
      button: 'Volver al pago',
    },
    userNotTrusted: {
      title: 'Lo sentimos, no hemos podido verificar tu identidad',
      description: 'Elige otro método de pago para completar la compra.',
      button: 'Volver al pago',
    },
    networkIssue: {
      title: 'Se ha perdido la conexión a internet',
      description: 'Comprueba tu conexión a internet y vuelve a intentarlo.',
      button: 'Volver al pago',
    },
    signup: {
      title: 'No hemos podido terminar de crear tu cuenta',
      description: 'No te preocupes: puedes volver a intentarlo más tarde o registrarte de otra forma.',
      button: 'Cerrar',
    },
    phoneReset: {
      title: 'No hemos podido cambiar tu número de teléfono',
      description: 'Tu número de teléfono sigue siendo el mismo. Vuelve a intentarlo más tarde.',
      button: 'Cerrar',
    },
    oneTimeCard: {
      title: 'No hemos podido crear tu tarjeta de un solo uso',
      description: 'Vuelve a intentar crear una tarjeta de un solo uso.',
      button: 'Cerrar',
    },
    inStore: {
      title: '¡Todo listo! Solo tienes que llevar un documento de identidad válido con foto en tu primera compra',
      description:
        'Para ayudarnos a verificar tu identidad y proteger tu cuenta, lleva un documento de identidad válido con foto en tu primera compra en tienda.',
      button: 'Continuar',
    },
    customerService: 'Si tienes algún problema, contacta con',
    contactTimes:
      'por chat (de lunes a domingo, de 9:00 a 17:00) o por teléfono al {phoneNumber} (de lunes a viernes, de 9:00 a 17:00)',
    contactTimesChat: 'por chat (de lunes a domingo, de 9:00 a 17:00)',
    callCustomerService: 'Llamar al servicio de atención al cliente al {phoneNumber}',
  },
} satisfies Translation

export default es
