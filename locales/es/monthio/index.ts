import type { NamespaceMonthioTranslation } from '../../i18n-types.ts'

const es_monthio = {
  title: 'Comparte un resumen de tus finanzas',
  intro:
    'Para ofrecerte el crédito adecuado, necesitamos un resumen de tus ingresos y gastos. Nuestro socio Monthio lo obtiene de tu banco, con tu permiso.',
  how: 'Cómo funciona',
  logIn: 'Accede a tu banca online a través de Monthio.',
  choose: 'Elige las cuentas que quieres compartir.',
  overview: 'Monthio nos envía un resumen, nunca tus credenciales.',
  start: 'Continuar a Monthio',
  estimate: 'Suele tardar unos minutos.',
  reviewing: 'Revisando tu resumen…',
  incomeExpenses: 'Analizando tus ingresos y gastos…',
  verifyEstimate: 'Suele tardar menos de un minuto.',
  cancel: {
    title: '¿Quieres dejar de compartir con Monthio?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceMonthioTranslation

export default es_monthio
