import type { NamespaceIdFailureTranslation } from '../../i18n-types.ts'

const es_idFailure = {
  failure: {
    technicalIssue: {
      title: 'Ahora mismo no podemos verificar tu documento de identidad',
      description: 'Algo ha fallado por nuestra parte. Vuelve a intentarlo más tarde o elige otro método de pago.',
      button: 'Volver al pago',
    },
    technicalIssueWithContact: {
      title: 'Ahora mismo no podemos verificar tu documento de identidad',
      description:
        'Algo ha fallado por nuestra parte. Vuelve a intentarlo más tarde o contacta con nuestro servicio de atención al cliente {contactTimes}.',
      button: 'Volver al pago',
    },
    sessionTimeout: {
      title: 'Vaya, se ha agotado el tiempo',
      description:
        'La verificación del documento ha tardado demasiado. Vuelve a la página de pago e inténtalo de nuevo.',
      button: 'Volver al pago',
    },
    sessionTimeoutWithContact: {
      title: 'Vaya, se ha agotado el tiempo',
      description:
        'La verificación del documento ha tardado demasiado. Vuelve a intentarlo o contacta con nuestro servicio de atención al cliente {contactTimes}.',
      button: 'Volver al pago',
    },
    networkIssue: {
      title: 'Se ha perdido la conexión a internet',
      description:
        'Se ha cortado la conexión durante la verificación del documento. Comprueba tu conexión a internet y vuelve a intentarlo.',
      button: 'Volver al pago',
    },
    networkIssueWithContact: {
      title: 'Se ha perdido la conexión a internet',
      description:
        'Se ha cortado la conexión durante la verificación del documento. Vuelve a intentarlo o contacta con nuestro servicio de atención al cliente {contactTimes}.',
      button: 'Volver al pago',
    },
    invalidAddress: {
      title: 'No hemos podido verificar tu dirección',
      description:
        'La dirección de tu documento de identidad no coincide con la que indicaste al pagar. Revisa tu dirección y vuelve a intentarlo.',
      button: 'Volver al pago',
    },
    invalidAddressWithContact: {
      title: 'No hemos podido verificar tu dirección',
      description:
        'La dirección de tu documento de identidad no coincide con la que indicaste al pagar. Si necesitas ayuda, contacta con nuestro servicio de atención al cliente {contactTimes}.',
      button: 'Volver al pago',
    },
    invalidDocument: {
      title: 'No hemos podido aceptar este documento',
      description:
        'Usa un documento de identidad válido y en vigor, con la fecha de caducidad bien visible, totalmente enfocado y sin reflejos.',
      button: 'Volver al pago',
    },
    invalidDocumentWithContact: {
      title: 'No hemos podido aceptar este documento',
      description:
        'Usa un documento de identidad válido y en vigor, totalmente enfocado y sin reflejos. Si necesitas ayuda, contacta con nuestro servicio de atención al cliente {contactTimes}.',
      button: 'Volver al pago',
    },
    userNotTrusted: {
      title: 'Lo sentimos, no hemos podido verificar tu identidad',
      description: 'Elige otro método de pago para completar la compra.',
      button: 'Volver al pago',
    },
    userNotTrustedWithContact: {
      title: 'Lo sentimos, no hemos podido verificar tu identidad',
      description: 'Elige otro método de pago o contacta con nuestro servicio de atención al cliente {contactTimes}.',
      button: 'Volver al pago',
    },
  },
} satisfies NamespaceIdFailureTranslation

export default es_idFailure
