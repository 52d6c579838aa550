import type { NamespaceIdCheckTranslation } from '../../i18n-types.ts'

const es_idCheck = {
  failure: {
    technicalIssue: {
      title: 'Ahora mismo no podemos comprobar tu documento de identidad',
      description: 'Algo ha fallado por nuestra parte. Vuelve a intentarlo más tarde o elige otro método de pago.',
      button: 'Volver al pago',
    },
    sessionTimeout: {
      title: 'Vaya, se ha agotado el tiempo',
      description: 'La comprobación del documento ha tardado demasiado. Vuelve a la página de pago e inténtalo de nuevo.',
      button: 'Volver al pago',
    },
    verify: {
      title: 'No hemos podido verificar tu documento de identidad',
      description: 'Los datos que has introducido no coinciden con los registros de este documento. Revísalos y vuelve a intentarlo.',
      button: 'Reintentar',
    },
    invalidAddress: {
      title: 'No hemos podido verificar tu dirección',
      description: 'La dirección que has indicado no coincide con nuestros registros. Revísala y vuelve a intentarlo.',
      button: 'Cambiar dirección',
    },
    userNotFound: {
      title: 'No hemos encontrado tus datos',
      description: 'No hemos encontrado ningún registro que coincida con tu nombre y dirección. Revisa tu dirección y vuelve a intentarlo.',
      button: 'Cambiar dirección',
    },
  },
  customerServiceLabel: 'atención al cliente',
  customerServiceUrl: 'https://www.provider.com/nz/customer-service/',
  cancel: {
    title: '¿Quieres dejar de verificar tu documento de identidad?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceIdCheckTranslation

export default es_idCheck
