import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const es_kosmaId = {
  title: 'Verifica tu documento con Kosma',
  intro:
    'Nuestro socio Kosma comprueba tu documento de identidad y graba un breve vídeo selfi. Lo haces en la ventana de Kosma.',
  need: 'Qué necesitas',
  needId: 'Un pasaporte, DNI o permiso de conducir válido',
  needCamera: 'Un móvil u ordenador con cámara',
  needLight: 'Buena luz, sin reflejos sobre tu documento',
  start: 'Empezar la verificación del documento',
  estimate: 'Suele tardar unos minutos.',
  verifyEstimate: 'La verificación tarda menos de 3 minutos.',
  cancel: {
    title: '¿Quieres detener la verificación del documento?',
    warning: 'Si sales ahora, tu compra no se aprobará. Tendrás que empezar la verificación desde el principio.',
  },
} satisfies NamespaceKosmaIdTranslation

export default es_kosmaId
