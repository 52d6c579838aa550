import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const es_veriff = {
  title: 'Verifica tu identidad con Veriff',
  intro:
    'Nuestro socio Veriff comprueba tu documento de identidad y una foto de tu cara. Lo haces en la ventana de Veriff.',
  need: 'Qué necesitas',
  needId: 'Un documento de identidad válido',
  needCamera: 'Un móvil u ordenador con cámara',
  start: 'Empezar la verificación',
  estimate: 'Suele tardar unos minutos.',
  verifyEstimate: 'Suele tardar uno o dos minutos.',
  cancel: {
    title: '¿Quieres detener la verificación con Veriff?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceVeriffTranslation

export default es_veriff
