import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const es_bankIdNo = {
  failure: {
    sessionTimeout: {
      title: 'Vaya, se ha agotado el tiempo',
      description: 'La identificación con BankID ha tardado demasiado. Vuelve a intentarlo con tu generador de códigos o con BankID en el móvil.',
      button: 'Reintentar',
    },
    userInteraction: {
      title: 'Se ha cancelado la identificación',
      description: 'Has interrumpido la identificación con BankID. Vuelve a intentarlo o elige otro método de pago.',
      button: 'Volver al pago',
    },
    technicalIssue: {
      title: 'BankID no funciona en este momento',
      description: 'Algo ha fallado con BankID. Vuelve a intentarlo más tarde o elige otro método de pago.',
      button: 'Volver al pago',
    },
    userMismatch: {
      title: 'Los datos no coinciden',
      description: 'La persona que se ha identificado con BankID no coincide con los datos indicados al pagar. Identifícate con tu propio BankID.',
      button: 'Volver al pago',
    },
  },
  cancel: {
    title: '¿Quieres dejar de identificarte con BankID?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceBankIdNoTranslation

export default es_bankIdNo
