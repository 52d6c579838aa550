import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const es_otp = {
  introTitle: 'Confirma que eres tú',
  introTitleNamed: 'Confirma que eres tú, {customerName}',
  introPhone: 'Te enviaremos un código de 6 dígitos por SMS al número de móvil que indicaste en la tienda.',
  introPhoneNumber: 'Te enviaremos un código de 6 dígitos por SMS al número {phoneNumber}.',
  introEmail: 'Te enviaremos un código de 6 dígitos a la dirección de correo electrónico que indicaste en la tienda.',
  sendCode: 'Enviar código',
  sending: 'Enviando el código…',
  entryTitle: 'Introduce el código de 6 dígitos',
  codeLabel: 'Introduce aquí el código de 6 dígitos',
  sentTo: 'Hemos enviado un código a {contactDetail}.',
  arrivalHint: 'El código puede tardar hasta 20 segundos en llegar.',
  resend: 'Enviar un código nuevo',
  resendIn: 'Podrás pedir un código nuevo dentro de {seconds|int} {{segundo|segundos}}.',
  resent: 'Te hemos enviado un código nuevo.',
  verifying: 'Comprobando el código…',
  wrongCode: '¡Vaya! El código no es correcto.',
  wrongCodeAgain: 'El código que has introducido no es correcto. Vuelve a intentarlo.',
  attemptsLeft: 'Puedes intentarlo {count|int} {{vez|veces}} más.',
  ratesApply: 'Pueden aplicarse tarifas por mensajes y datos.',
  sendFailed: 'No hemos podido enviar el código. Vuelve a intentarlo.',
  checkFailed: 'No hemos podido comprobar el código. Vuelve a intentarlo.',
  tooSoon: 'Todavía es pronto para enviar un código nuevo.',
  changeNumber: 'Cambiar número de teléfono',
  sendoutDelays: 'Estamos teniendo retrasos con los códigos de verificación. Vuelve a intentarlo más tarde.',
  sendErrors: {
    networkIssue:
      'No hemos podido conectar con la red para enviarte el código. Comprueba tu conexión y vuelve a intentarlo.',
    sessionTimeout: 'Tu sesión ha caducado. Vuelve a la página de pago y empieza de nuevo.',
    technicalIssue: 'Algo ha fallado por nuestra parte y no hemos podido enviarte el código. Vuelve a intentarlo.',
    invalidRecipient: 'No hemos podido enviar un código a {contactDetail}. Comprueba que sea correcto.',
    voipIsBlocked: 'No podemos enviar códigos a números de telefonía por internet. Usa un número de móvil.',
    landlineIsBlocked: 'No podemos enviar códigos a números de teléfono fijo. Usa un número de móvil.',
    geofenceUnsupportedCountry: 'No podemos enviar códigos a números de teléfono de este país. Usa otro número.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Has superado el número de intentos permitidos',
      description:
        'Por tu seguridad, no podemos aceptar más códigos. Elige otro método de pago para completar la compra.',
      button: 'Volver al pago',
    },
  },
  cancel: {
    title: '¿Quieres dejar de confirmar que eres tú?',
    warning: 'Sin el código no podemos aprobar tu compra.',
  },
} satisfies NamespaceOtpTranslation

export default es_otp
