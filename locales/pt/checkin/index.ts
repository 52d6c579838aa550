import type { NamespaceCheckinTranslation } from '../../i18n-types.ts'

const pt_checkin = {
  title: 'Verifique a sua identidade com a Checkin.com',
  intro:
    'O nosso parceiro, a Checkin.com, verifica o seu documento de identificação e uma fotografia do seu rosto e comunica-nos o resultado.',
  need: 'Do que precisa',
  needId: 'Um documento de identificação válido',
  needCamera: 'Um telemóvel ou computador com câmara',
  consent:
    'Ao premir Aceitar e continuar, aceita que a Checkin.com trate o seu documento de identificação e a sua fotografia para verificar a sua identidade em nosso nome.',
  estimate: 'Normalmente demora alguns minutos.',
  verifyEstimate: 'A verificação demora menos de 2 minutos.',
  cancel: {
    title: 'Parar o check-in?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceCheckinTranslation

export default pt_checkin
