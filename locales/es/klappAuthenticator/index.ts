import type { NamespaceKlappAuthenticatorTranslation } from '../../i18n-types.ts'

const es_klappAuthenticator = {
  failure: {
    sessionTimeout: {
      title: 'Vaya, se ha agotado el tiempo',
      description: 'No hemos recibido tu aprobación en la aplicación a tiempo. Vuelve a intentarlo.',
      button: 'Reintentar',
    },
    rdlSessionRejected: {
      title: 'Se ha rechazado la solicitud en la aplicación',
      description: 'Has rechazado la solicitud en la aplicación, así que no hemos podido confirmar que eres tú. Si no has sido tú, elige otro método de pago.',
      button: 'Volver al pago',
    },
  },
  cancel: {
    title: '¿Quieres interrumpir la aprobación en la aplicación?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceKlappAuthenticatorTranslation

export default es_klappAuthenticator
