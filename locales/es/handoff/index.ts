import type { NamespaceHandoffTranslation } from '../../i18n-types.ts'

const es_handoff = {
  title: 'Continúa en la ventana que abrimos para {name}',
  lead: 'Termina allí y seguiremos aquí automáticamente.',
  waiting: 'Esperando a {name}…',
  show: 'Mostrar la ventana',
  cancel: 'Cancelar',
  resumed: 'Si cerraste la ventana, puedes volver a abrir {name}.',
  blockedTitle: 'Tu navegador bloqueó la nueva ventana',
  blocked: 'Abre {name} con el botón de abajo para continuar.',
  open: 'Abrir {name}',
  closedTitle: 'Se cerró la ventana',
  closed: 'La ventana de {name} se cerró antes de que terminaras. Vuelve a abrirla o elige otro método.',
  stoppedTitle: 'No terminaste en {name}',
  stopped: 'Puedes volver a intentarlo o elegir otro método.',
  reopen: 'Volver a abrir {name}',
  checking: 'Comprobando el resultado…',
  startFailed: 'No hemos podido abrir {name}. Inténtalo de nuevo.',
  page: {
    connecting: 'Conectando…',
    returning: 'Te llevamos de vuelta…',
    doneTitle: 'Puedes cerrar esta ventana',
    done: 'Vuelve al pago para continuar.',
  },
} satisfies NamespaceHandoffTranslation

export default es_handoff
