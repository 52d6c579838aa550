import type { NamespaceBankIdSeTranslation } from '../../i18n-types.ts'

const pt_bankIdSe = {
  title: 'Identifique-se com o Mobile BankID',
  intro:
    'Utilize o Mobile BankID para confirmar a sua identidade. Abra-o neste dispositivo ou leia um código QR com o BankID noutro dispositivo.',
  thisDevice: 'Abrir o BankID neste dispositivo',
  otherDevice: 'Utilizar o BankID noutro dispositivo',
  noBankId: 'Não tem o Mobile BankID?',
  openTitle: 'Abra o BankID',
  openApp: 'Abrir a aplicação BankID',
  qrTitle: 'Leia o código QR',
  qrInstructions: 'Abra a aplicação BankID no seu outro dispositivo, toque no ícone de código QR e leia este código.',
  qrLabel: 'Código QR para o BankID. Leia-o com a aplicação BankID no seu outro dispositivo.',
  continueTitle: 'Continue na aplicação BankID',
  finishTitle: 'Conclua a autenticação',
  failedTitle: 'Não foi possível concluir a identificação',
  tryAgain: 'Tentar novamente',
  startFailed: 'Não foi possível iniciar o BankID. Tente novamente.',
  hints: {
    rfa1: 'Inicie a aplicação BankID.',
    rfa3: 'Ação cancelada. Tente novamente.',
    rfa6: 'Ação cancelada.',
    rfa8: 'A aplicação BankID não está a responder. Verifique se está aberta e se tem acesso à Internet. Se não tiver um BankID válido, pode obtê-lo junto do seu banco. Tente novamente.',
    rfa9: 'Introduza o seu código de segurança na aplicação BankID e selecione «Identificar».',
    rfa13: 'A tentar iniciar a aplicação BankID.',
    rfa15:
      'A procurar o BankID, pode demorar um pouco… Se já passaram alguns segundos e ainda não foi encontrado nenhum BankID, provavelmente não tem neste dispositivo um BankID que possa ser utilizado para esta identificação. Se não tiver um BankID, pode obtê-lo junto do seu banco.',
    rfa16:
      'O BankID que está a tentar utilizar está bloqueado ou é demasiado antigo. Utilize outro BankID ou obtenha um novo junto do seu banco.',
    rfa17:
      'Não foi possível encontrar a aplicação BankID no seu computador ou dispositivo móvel. Instale-a e obtenha um BankID junto do seu banco. Instale a aplicação a partir da sua loja de aplicações ou de https://install.bankid.com.',
    rfa21: 'Identificação em curso.',
    rfa22: 'Erro desconhecido. Tente novamente.',
  },
  failure: {
    unattainable: {
      title: 'Não foi possível contactar o BankID',
      description: 'O BankID não está a responder de momento. Conclua a compra com outro método.',
      button: 'Voltar às opções',
    },
    tooManyAttempts: {
      title: 'Demasiadas tentativas',
      description: 'Tentou utilizar o BankID demasiadas vezes. Conclua a compra com outro método.',
      button: 'Voltar às opções',
    },
    sessionTimeout: {
      title: 'Ups, o tempo esgotou-se',
      description: 'A identificação com BankID demorou demasiado tempo. Tente novamente ou escolha outro método.',
      button: 'Voltar às opções',
    },
    userInteraction: {
      title: 'A identificação foi cancelada',
      description: 'Autentique-se com o Mobile BankID ou escolha outro método.',
      button: 'Voltar às opções',
    },
    userNotTrusted: {
      title: 'Não foi possível verificar a sua identidade com BankID',
      description: 'Autentique-se com o Mobile BankID ou escolha outro método.',
      button: 'Voltar às opções',
    },
    bankIdIssue: {
      title: 'O BankID não está a funcionar de momento',
      description: 'De momento, existe um problema com o BankID. Tente novamente mais tarde ou escolha outro método.',
      button: 'Voltar às opções',
    },
  },
  cancel: {
    title: 'Interromper a identificação com BankID?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceBankIdSeTranslation

export default pt_bankIdSe
