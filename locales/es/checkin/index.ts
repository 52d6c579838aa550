import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const es_checkin = {
  title: 'Verifica tu identidad con Checkin.com',
  intro:
    'Nuestro socio Checkin.com comprueba tu documento de identidad y una foto de tu cara, y nos comunica el resultado.',
  need: 'Qué necesitas',
  needId: 'Un documento de identidad válido',
  needCamera: 'Un móvil u ordenador con cámara',
  consent:
    'Al pulsar Aceptar y continuar, aceptas que Checkin.com trate tu documento de identidad y tu foto para verificar tu identidad en nuestro nombre.',
  estimate: 'Suele tardar unos minutos.',
  verifyEstimate: 'La verificación tarda menos de 2 minutos.',
  cancel: {
    title: '¿Quieres detener el registro?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceCheckinTranslation

export default es_checkin
