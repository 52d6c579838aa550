import type { NamespaceBankLoginTranslation } from '../../i18n-types.ts'

const es_bankLogin = {
  failure: {
    userMismatch: {
      title: 'El titular de la cuenta no coincide',
      description: 'La cuenta bancaria en la que has iniciado sesión pertenece a otra persona. Inicia sesión en tu propia cuenta bancaria.',
      button: 'Volver a las opciones',
    },
    insufficientInfo: {
      title: 'Tu banco no ha compartido suficiente información',
      description: 'No hemos podido verificar tu identidad con los datos que ha compartido tu banco. Prueba con otro banco o con otro método de pago.',
      button: 'Volver a las opciones',
    },
    incompleteVerification: {
      title: 'No se ha completado el inicio de sesión en tu banco',
      description: 'No hemos recibido de tu banco todo lo que necesitamos. Vuelve a iniciar sesión y completa todos los pasos.',
      button: 'Reintentar',
    },
    technicalIssue: {
      title: 'No hemos podido conectar con tu banco',
      description: 'Algo ha fallado al conectar con {bankName}. Vuelve a intentarlo más tarde o elige otro método de pago.',
      button: 'Volver al pago',
    },
    sessionTimeout: {
      title: 'Vaya, se ha agotado el tiempo',
      description: 'El inicio de sesión en tu banco ha tardado demasiado. Vuelve a intentarlo o elige otro método.',
      button: 'Reintentar',
    },
  },
  cancel: {
    title: '¿Quieres dejar de iniciar sesión en tu banco?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceBankLoginTranslation

export default es_bankLogin
