import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const es_bankIdSe = {
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
      button: 'Reintentar',
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
