import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const pt_handoff = {
  title: 'Continue na janela que abrimos para {name}',
  lead: 'Conclua lá e continuaremos aqui automaticamente.',
  waiting: 'A aguardar {name}…',
  show: 'Mostrar a janela',
  cancel: 'Cancelar',
  resumed: 'Se fechou a janela, pode abrir {name} novamente.',
  blockedTitle: 'O seu navegador bloqueou a nova janela',
  blocked: 'Abra {name} com o botão abaixo para continuar.',
  open: 'Abrir {name}',
  closedTitle: 'A janela foi fechada',
  closed: 'A janela de {name} foi fechada antes de terminar. Abra-a novamente ou escolha outro método.',
  stoppedTitle: 'Não concluiu em {name}',
  stopped: 'Pode tentar novamente ou escolher outro método.',
  reopen: 'Abrir {name} novamente',
  checking: 'A verificar o resultado…',
  startFailed: 'Não foi possível abrir {name}. Tente novamente.',
  page: {
    connecting: 'A ligar…',
    returning: 'A levá-lo de volta…',
    doneTitle: 'Pode fechar esta janela',
    done: 'Volte ao pagamento para continuar.',
  },
} satisfies NamespaceHandoffTranslation

export default pt_handoff
