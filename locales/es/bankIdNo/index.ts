import type { NamespaceBankIdNoTranslation } from '../../i18n-types.ts'

const es_bankIdNo = {
  title: 'Identifícate con BankID',
  signTitle: 'Firma con BankID',
  intro: 'Elige cómo usas BankID. Te identificarás en la ventana de BankID.',
  signIntro: 'Elige cómo usas BankID. Firmarás en la ventana de BankID.',
  methods: '¿Cómo usas BankID?',
  app: 'App de BankID',
  appHint: 'Confirma en la app de tu móvil',
  codeDevice: 'Generador de códigos y contraseña',
  codeDeviceHint: 'Usa un código de tu generador y tu contraseña personal',
  noBankId: '¿No tienes BankID?',
  estimate: 'Suele tardar alrededor de un minuto.',
  review: {
    title: 'Revisa lo que vas a firmar',
    lead: 'Léelo con atención. Lo firmarás con BankID en el siguiente paso.',
    label: 'Texto que vas a firmar',
    loading: 'Cargando el texto…',
    failed: 'No hemos podido cargar el texto que vas a firmar. Inténtalo de nuevo.',
    continue: 'Continuar',
  },
  failure: {
    sessionTimeout: {
      title: 'Vaya, se ha agotado el tiempo',
      description:
        'La identificación con BankID ha tardado demasiado. Vuelve al pago e inténtalo de nuevo con la app de BankID o con tu generador de códigos.',
      button: 'Volver al pago',
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
      description:
        'La persona que se ha identificado con BankID no coincide con los datos indicados al pagar. Identifícate con tu propio BankID.',
      button: 'Volver al pago',
    },
  },
  cancel: {
    title: '¿Quieres dejar de identificarte con BankID?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceBankIdNoTranslation

export default es_bankIdNo
