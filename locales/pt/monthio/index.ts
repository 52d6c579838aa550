import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const pt_monthio = {
  title: 'Partilhe uma visão geral das suas finanças',
  intro:
    'Para lhe oferecer o crédito adequado, precisamos de uma visão geral dos seus rendimentos e despesas. O nosso parceiro, a Monthio, obtém-na junto do seu banco, com a sua autorização.',
  how: 'Como funciona',
  logIn: 'Inicie sessão no seu homebanking através da Monthio.',
  choose: 'Escolha as contas que quer partilhar.',
  overview: 'A Monthio envia-nos uma visão geral, nunca as suas credenciais.',
  start: 'Continuar para a Monthio',
  estimate: 'Normalmente demora alguns minutos.',
  reviewing: 'A analisar a sua visão geral…',
  incomeExpenses: 'A examinar os seus rendimentos e despesas…',
  verifyEstimate: 'Normalmente demora menos de um minuto.',
  cancel: {
    title: 'Parar a partilha com a Monthio?',
    warning: 'Se interromper agora, a sua compra não será aprovada.',
  },
} satisfies NamespaceMonthioTranslation

export default pt_monthio
