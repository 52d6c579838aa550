import type { NamespaceKosmaIdTranslation } from '../../i18n-types.ts'

const pt_kosmaId = {
  title: 'Verifique o seu documento com a Kosma',
  intro:
    'O nosso parceiro, a Kosma, verifica o seu documento de identificação e grava um pequeno vídeo selfie. Fá-lo na janela da Kosma.',
  need: 'Do que precisa',
  needId: 'Um passaporte, cartão de cidadão ou carta de condução válidos',
  needCamera: 'Um telemóvel ou computador com câmara',
  needLight: 'Boa iluminação, sem reflexos no documento',
  start: 'Iniciar a verificação do documento',
  estimate: 'Normalmente demora alguns minutos.',
  verifyEstimate: 'A verificação demora menos de 3 minutos.',
  cancel: {
    title: 'Parar a verificação do documento?',
    warning: 'Se sair agora, a sua compra não será aprovada. Terá de começar a verificação de novo.',
  },
} satisfies NamespaceKosmaIdTranslation

export default pt_kosmaId
