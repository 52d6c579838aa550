import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const es_klappAuthenticator = {
  title: 'Aprueba la solicitud en la aplicación',
  lead: 'Hemos enviado una solicitud a la aplicación de tu móvil. Ábrela y aprueba la solicitud para continuar.',
  sending: 'Enviando la solicitud a tu móvil…',
  waiting: 'Esperando tu aprobación…',
  estimate: 'Normalmente tarda menos de un minuto.',
  resend: 'Volver a enviar la solicitud',
  resendIn: 'Podrás volver a enviar la solicitud dentro de {seconds|int} {{segundo|segundos}}.',
  sendFailed: 'No hemos podido enviar la solicitud a tu móvil. Vuelve a intentarlo.',
  dismissedTitle: 'No se ha aprobado la solicitud',
  dismissed: 'Se ha cerrado la solicitud en la aplicación sin responder. Puedes enviar una nueva.',
  sendAgain: 'Enviar una nueva solicitud',
  failure: {
    sessionTimeout: {
      title: 'Vaya, se ha agotado el tiempo',
      description: 'No hemos recibido tu aprobación en la aplicación a tiempo. Vuelve a intentarlo.',
      button: 'Volver al pago',
    },
    rdlSessionRejected: {
      title: 'Se ha rechazado la solicitud en la aplicación',
      description:
        'Has rechazado la solicitud en la aplicación, así que no hemos podido confirmar que eres tú. Si no has sido tú, elige otro método de pago.',
      button: 'Volver al pago',
    },
  },
  cancel: {
    title: '¿Quieres interrumpir la aprobación en la aplicación?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default es_klappAuthenticator
