import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const es_idin = {
  title: 'Confirma tu identidad con iDIN',
  intro: 'Con iDIN confirmas quién eres a través de tu propio banco.',
  how: 'Cómo funciona',
  chooseBank: 'Elige tu banco e inicia sesión como siempre.',
  bankConfirms: 'Tu banco nos confirma tu nombre, tu dirección y tu fecha de nacimiento.',
  comeBack: 'Después vuelves aquí para completar la compra.',
  private: 'Tu banco no comparte tus credenciales ni la información de tu cuenta.',
  start: 'Continuar a iDIN',
  cancel: {
    title: '¿Quieres detener la confirmación con iDIN?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceIdinTranslation

export default es_idin
