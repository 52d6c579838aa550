import type { NamespaceOtpTranslation } from '../../i18n-types.ts'

const pt_otp = {
  introTitle: 'Confirme a sua identidade',
  introTitleNamed: 'Confirme a sua identidade, {customerName}',
  introPhone: 'Vamos enviar um código de 6 dígitos por SMS para o número de telemóvel que indicou na loja.',
  introPhoneNumber: 'Vamos enviar um código de 6 dígitos por SMS para o número {phoneNumber}.',
  introEmail: 'Vamos enviar um código de 6 dígitos para o endereço de e-mail que indicou na loja.',
  sendCode: 'Enviar código',
  sending: 'A enviar o código…',
  entryTitle: 'Introduza o código de 6 dígitos',
  codeLabel: 'Introduza aqui o código de 6 dígitos',
  sentTo: 'Enviámos um código para {contactDetail}.',
  arrivalHint: 'O código pode demorar até 20 segundos a chegar.',
  resend: 'Enviar um novo código',
  resendIn: 'Pode pedir um novo código daqui a {seconds|int} {{segundo|segundos}}.',
  resent: 'Enviámos-lhe um novo código.',
  verifying: 'A verificar o código…',
  wrongCode: 'Ups! O código está incorreto.',
  wrongCodeAgain: 'O código que introduziu está incorreto. Tente novamente.',
  attemptsLeft: 'Pode tentar mais {count|int} {{vez|vezes}}.',
  ratesApply: 'Podem aplicar-se tarifas de mensagens e dados.',
  sendFailed: 'Não foi possível enviar o código. Tente novamente.',
  checkFailed: 'Não foi possível verificar o código. Tente novamente.',
  tooSoon: 'Ainda é cedo para enviar um novo código.',
  changeNumber: 'Alterar número de telefone',
  sendoutDelays: 'Estamos a ter atrasos no envio dos códigos de verificação. Tente novamente mais tarde.',
  sendErrors: {
    networkIssue: 'Não foi possível aceder à rede para enviar o seu código. Verifique a sua ligação e tente novamente.',
    sessionTimeout: 'A sua sessão expirou. Volte à página de pagamento e comece de novo.',
    technicalIssue: 'Ocorreu um erro da nossa parte e não foi possível enviar o seu código. Tente novamente.',
    invalidRecipient: 'Não foi possível enviar um código para {contactDetail}. Verifique se está correto.',
    voipIsBlocked:
      'Não é possível enviar códigos para números de telefone via Internet. Utilize um número de telemóvel.',
    landlineIsBlocked: 'Não é possível enviar códigos para números de telefone fixo. Utilize um número de telemóvel.',
    geofenceUnsupportedCountry:
      'Não é possível enviar códigos para números de telefone deste país. Utilize outro número.',
  },
  failure: {
    tooManyAttempts: {
      title: 'Excedeu o número de tentativas permitidas',
      description:
        'Para sua segurança, não podemos aceitar mais códigos. Escolha outro método de pagamento para concluir a compra.',
      button: 'Voltar ao pagamento',
    },
  },
  cancel: {
    title: 'Interromper a confirmação da identidade?',
    warning: 'Sem o código, não podemos aprovar a sua compra.',
  },
} satisfies NamespaceOtpTranslation

export default pt_otp
