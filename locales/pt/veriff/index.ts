import type { NamespaceVeriffTranslation } from '../../i18n-types.ts'

const pt_veriff = {
  title: 'Verifique a sua identidade com a Veriff',
  intro:
    'O nosso parceiro, a Veriff, verifica o seu documento de identificação e uma fotografia do seu rosto. Fá-lo na janela da Veriff.',
  need: 'Do que precisa',
  needId: 'Um documento de identificação válido',
  needCamera: 'Um telemóvel ou computador com câmara',
  start: 'Iniciar a verificação',
  estimate: 'Normalmente demora alguns minutos.',
  verifyEstimate: 'Normalmente demora um ou dois minutos.',
  cancel: {
    title: 'Parar a verificação com a Veriff?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceVeriffTranslation

export default pt_veriff
