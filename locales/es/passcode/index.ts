import type { NamespacePasscodeTranslation } from '../../i18n-types.ts'

const es_passcode = {
  title: 'Introduce tu código de acceso',
  lead: 'Introduce el código de acceso de {length|int} dígitos que usas en la aplicación.',
  label: 'Código de acceso',
  verifying: 'Comprobando tu código de acceso…',
  wrong: 'El código de acceso no es correcto.',
  attemptsLeft: 'Puedes intentarlo {count|int} {{vez|veces}} más.',
  failed: 'No hemos podido comprobar tu código de acceso. Vuelve a intentarlo.',
  forgot: '¿Has olvidado tu código de acceso?',
  failure: {
    tooManyAttempts: {
      title: 'Demasiados códigos de acceso incorrectos',
      description:
        'Por tu seguridad, no podemos aceptar más intentos. Elige otro método de pago para completar la compra.',
      button: 'Volver al pago',
    },
  },
  cancel: {
    title: '¿Quieres dejar de introducir tu código de acceso?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespacePasscodeTranslation

export default es_passcode
