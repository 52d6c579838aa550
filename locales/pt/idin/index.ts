import type { NamespaceIdinTranslation } from '../../i18n-types.ts'

const pt_idin = {
  title: 'Confirme a sua identidade com o iDIN',
  intro: 'Com o iDIN confirma quem é através do seu próprio banco.',
  how: 'Como funciona',
  chooseBank: 'Escolha o seu banco e inicie sessão como habitualmente.',
  bankConfirms: 'O seu banco confirma-nos o seu nome, morada e data de nascimento.',
  comeBack: 'Depois volta aqui para concluir a compra.',
  private: 'O seu banco não partilha as suas credenciais nem as informações da sua conta.',
  start: 'Continuar para o iDIN',
  cancel: {
    title: 'Parar a confirmação com o iDIN?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceIdinTranslation

export default pt_idin
