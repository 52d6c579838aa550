import type { NamespaceBankIdFiTranslation } from '../../i18n-types.ts'

const es_bankIdFi = {
  title: 'Identifícate con tu banco',
  intro: 'Elige tu banco. Te identificarás en la ventana de tu banco, como cuando inicias sesión.',
  search: 'Busca tu banco',
  banks: 'Bancos',
  /** Said once the shopper stops typing: how many banks the search found. */
  found: '{count|int} {{banco encontrado|bancos encontrados}}.',
  noMatch: 'Ningún banco coincide con «{query}». Revisa cómo lo has escrito o elige otro método.',
  mobileCertificate: 'Certificado móvil',
  yourBank: 'tu banco',
  why: '¿Por qué te lo pedimos?',
  whyTitle: '¿Por qué te pedimos que te identifiques?',
  whyLaw: 'La ley nos obliga a verificar la identidad de todas las personas que pagan con nosotros.',
  whyMatch:
    'Tu banco confirma tu nombre y tu número de identidad nacional. Deben coincidir con los datos de la cuenta bancaria con la que te identificas.',
  whyPrivate: 'Nunca vemos tus credenciales bancarias.',
  lastStep: 'Último paso: identificación en tu banco',
  failure: {
    userMismatch: {
      title: 'Los datos no coinciden',
      description:
        'Asegúrate de que el número de identificación nacional que has indicado coincide con el de la cuenta bancaria con la que te identificas.',
      button: 'Volver al pago',
    },
    technicalIssue: {
      title: 'La identificación bancaria no funciona en este momento',
      description: 'Algo ha fallado por nuestra parte. Vuelve a intentarlo más tarde o elige otro método de pago.',
      button: 'Volver al pago',
    },
    accessDenied: {
      title: 'El banco no ha compartido tus datos',
      description:
        'Necesitamos que tu banco confirme tu identidad. Vuelve a intentarlo y permite que el banco comparta tus datos.',
      button: 'Volver al pago',
    },
    sessionTimeout: {
      title: 'Vaya, se ha agotado el tiempo',
      description:
        'La identificación en tu banco ha tardado demasiado. Vuelve a intentarlo o elige otro método de pago.',
      button: 'Volver al pago',
    },
    userNotTrusted: {
      title: 'Lo sentimos, no hemos podido verificar tu identidad',
      description: 'Elige otro método de pago para completar la compra.',
      button: 'Aceptar',
    },
  },
  cancel: {
    title: '¿Quieres dejar de identificarte en tu banco?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceBankIdFiTranslation

export default es_bankIdFi
