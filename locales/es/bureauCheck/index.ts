import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const es_bureauCheck = {
  failure: {
    technicalIssueFallback: {
      title: 'No hemos podido completar la compra',
      description: 'No te preocupes: puedes volver a intentarlo o elegir otro método de pago para completar la compra.',
      button: 'Volver al pago',
    },
    invalidUserInfoWithContact: {
      title: 'No hemos podido completar la compra',
      description: 'No te preocupes: puedes volver a intentarlo o elegir otro método de pago para completar la compra. ¿Necesitas ayuda? Nuestro servicio de atención al cliente está disponible por chat (de lunes a domingo, de 9:00 a 17:00) y por teléfono (de lunes a viernes, de 9:00 a 17:00).',
      button: 'Volver al pago',
    },
    userNotTrustedWithContact: {
      title: 'No hemos podido completar la compra',
      description: 'No te preocupes: puedes elegir otro método de pago para completar la compra. ¿Necesitas ayuda? Nuestro servicio de atención al cliente está disponible por chat (de lunes a domingo, de 9:00 a 17:00) y por teléfono (de lunes a viernes, de 9:00 a 17:00).',
      button: 'Volver al pago',
    },
  },
  cancel: {
    title: '¿Quieres interrumpir la comprobación de identidad?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceBureauCheckTranslation

export default es_bureauCheck
